import { screensOf } from '@fcs/shared/model/routes';
import screens from './screens';

/** Part 2 (issue 12) brings these. */
const NOT_YET = ['Settings'];

describe('the ./screens module of mf_admin', () => {
  it('exposes every screen of part 1 the route manifest gives mf_admin, and nothing else', () => {
    expect(Object.keys(screens).sort()).toEqual(
      screensOf('mf_admin')
        .filter((s) => !NOT_YET.includes(s))
        .sort(),
    );
  });
});
