import { screen } from '@testing-library/dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, settle, unmountAll } from '../../../lib/render-page.test-util.tsx';
import { ensureMallLocale } from '../i18n/load.ts';

const setting = vi.hoisted(() => ({ name: null as string | null }));
vi.mock('../../../lib/api/mall-setting.ts', () => ({
  useMallSetting: () => ({ data: { payment_gateway_name: setting.name } }),
}));
const { PayMethods } = await import('./pay-methods.tsx');

const methods = [
  { pay_type: 'balance' as const, enabled: true, disabled_reason: null },
  { pay_type: 'sandbox' as const, enabled: true, disabled_reason: null },
];

beforeAll(async () => {
  await ensureMallLocale();
});
afterEach(unmountAll);

describe('payment methods', () => {
  it("shows the configured gateway's name", async () => {
    setting.name = '支付宝';
    renderPage(<PayMethods methods={methods} value="sandbox" onChange={() => undefined} />);
    await settle();
    expect(screen.getByTestId('pay-method-name-sandbox').textContent).toBe('支付宝');
    expect(document.body.textContent).not.toContain('沙箱');
  });

  it('says online payment when no name is configured, never sandbox', async () => {
    setting.name = null;
    renderPage(<PayMethods methods={methods} value="sandbox" onChange={() => undefined} />);
    await settle();
    expect(screen.getByTestId('pay-method-name-sandbox').textContent).toBe('在线支付');
    expect(document.body.textContent).not.toContain('沙箱');
  });
});
