import { toFailure } from './http';

describe('toFailure: every failure becomes {status, message}', () => {
  it("keeps the server's message and status of an axios error, even from another axios instance", () => {
    // a plain object flagged as axios errors are: what a second copy of axios in a bundle produces
    const e = {
      isAxiosError: true,
      status: 409,
      message: 'Request failed with status code 409',
      response: { status: 409, data: { status: 'Error', message: 'This pickup can no longer be changed: it is confirmed' } },
    };
    expect(toFailure(e)).toEqual({ status: 409, message: 'This pickup can no longer be changed: it is confirmed' });
  });

  it('uses the network error text when there is no answer', () => {
    expect(toFailure({ isAxiosError: true, message: 'Network Error' })).toEqual({ status: 0, message: 'Network Error' });
  });

  it('passes a failure through and wraps anything else', () => {
    expect(toFailure({ status: 401, message: 'Unknown project' })).toEqual({ status: 401, message: 'Unknown project' });
    expect(toFailure(new Error('boom'))).toEqual({ status: 0, message: 'boom' });
  });
});
