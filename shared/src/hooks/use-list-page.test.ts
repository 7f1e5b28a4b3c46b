import { cursorFor } from './use-list-page';

describe('cursorFor: next and previous pages by cursor', () => {
  const last = { list: 'L', page: 4, cursors: { first: 'f4', last: 'l4' } };
  it('goes after the last row seen for the next page, before the first for the previous', () => {
    expect(cursorFor(last, 'L', 5)).toEqual({ after: 'l4' });
    expect(cursorFor(last, 'L', 3)).toEqual({ before: 'f4' });
  });
  it('uses offset for a jump, page 1, another list (size, sort, search, filters) or no cursors', () => {
    expect(cursorFor(last, 'L', 9)).toBeUndefined();
    expect(cursorFor({ ...last, page: 2 }, 'L', 1)).toBeUndefined();
    expect(cursorFor(last, 'other', 5)).toBeUndefined();
    expect(cursorFor({ list: 'L', page: 4 }, 'L', 5)).toBeUndefined();
    expect(cursorFor(null, 'L', 5)).toBeUndefined();
  });
});
