import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/request.ts';
import { isDefiniteFailure, loadTicketCheckout, saveTicketCheckout, toggleAttendee } from './checkout.ts';

describe('the ticket checkout', () => {
  it('chooses at most as many attendees as tickets, the newest pick replacing the oldest', () => {
    expect(toggleAttendee([], 1, 2)).toEqual([1]);
    expect(toggleAttendee([1], 2, 2)).toEqual([1, 2]);
    expect(toggleAttendee([1, 2], 3, 2)).toEqual([2, 3]);
    expect(toggleAttendee([1, 2], 1, 2)).toEqual([2]);
    expect(toggleAttendee([], 1, 0)).toEqual([]);
  });

  it('keeps its token and orders across a reload, per page parameters', () => {
    const first = loadTicketCheckout('id=1&type=2&num=2');
    expect(first.token).toMatch(/^[0-9a-f]{32}$/);
    saveTicketCheckout('id=1&type=2&num=2', { ...first, orderIds: [9] });
    expect(loadTicketCheckout('id=1&type=2&num=2')).toMatchObject({ token: first.token, orderIds: [9] });
    expect(loadTicketCheckout('id=1&type=2&num=3').token).not.toBe(first.token);
  });

  it('starts a new token only when the server surely made nothing', () => {
    expect(isDefiniteFailure(new ApiError(4001, 'sold out'))).toBe(true);
    expect(isDefiniteFailure(new ApiError(1500, 'internal'))).toBe(false);
    expect(isDefiniteFailure(new ApiError(-1, 'network'))).toBe(false);
    expect(isDefiniteFailure(new Error('x'))).toBe(false);
  });
});
