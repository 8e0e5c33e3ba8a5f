import { describe, expect, it } from 'vitest';
import { idCardProblem, maskIdCard, maskMobile, validateAttendee } from './attendee-form.ts';

const TODAY = new Date('2026-11-26T00:00:00Z');

function withCheck(body: string): string {
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, c, i) => s + Number(c) * w[i]!, 0);
  return body + '10X98765432'[sum % 11]!;
}

describe('ID numbers (GB 11643)', () => {
  it('accepts a valid number, with x or X as its check character', () => {
    expect(idCardProblem(withCheck('31010119990520088'), TODAY)).toBeNull();
    const x = Array.from({ length: 100 }, (_, i) =>
      withCheck(`1101011980010100${i % 10}`.slice(0, 14) + String(i).padStart(3, '0')),
    ).find((id) => id.endsWith('X'));
    expect(x).toBeDefined();
    expect(idCardProblem(x!.toLowerCase(), TODAY)).toBeNull();
  });

  it('says what is wrong', () => {
    expect(idCardProblem('12345', TODAY)).toBe('idFormat');
    expect(idCardProblem('3101011999052008A9', TODAY)).toBe('idFormat');
    expect(idCardProblem(withCheck('99010119990520088'), TODAY)).toBe('idRegion');
    expect(idCardProblem(withCheck('31010119990230088'), TODAY)).toBe('idBirthday');
    expect(idCardProblem(withCheck('31010120300101088'), TODAY)).toBe('idBirthday');
    const good = withCheck('31010119990520088');
    const wrong = good.slice(0, 17) + (good[17] === '0' ? '1' : '0');
    expect(idCardProblem(wrong, TODAY)).toBe('idChecksum');
  });
});

describe('the attendee form', () => {
  it('needs a name and a mainland mobile', () => {
    expect(validateAttendee({ name: ' ', mobile: '123', idCard: '' }, false, TODAY)).toEqual({
      name: 'nameRequired',
      mobile: 'mobileInvalid',
    });
    expect(
      validateAttendee({ name: 'x'.repeat(31), mobile: '13800000001', idCard: '' }, false, TODAY),
    ).toEqual({ name: 'nameTooLong' });
    expect(validateAttendee({ name: '陆小鹿', mobile: '13800000001', idCard: '' }, false, TODAY)).toEqual({});
  });

  it('asks for the ID number only when real names are needed, and checks any number typed', () => {
    const draft = { name: '陆小鹿', mobile: '13800000001', idCard: '' };
    expect(validateAttendee(draft, true, TODAY)).toEqual({ idCard: 'idRequired' });
    expect(validateAttendee({ ...draft, idCard: withCheck('31010119990520088') }, true, TODAY)).toEqual({});
    expect(validateAttendee({ ...draft, idCard: '1234' }, false, TODAY)).toEqual({
      idCard: 'idFormat',
    });
  });

  it('masks what it shows', () => {
    expect(maskIdCard('310101199905200889')).toBe('310***********0889');
    expect(maskMobile('13800000001')).toBe('138****0001');
  });
});
