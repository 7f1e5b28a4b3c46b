import { screensOf } from '@fcs/shared/model/routes';
import screens from './screens';

describe('the ./screens module of mf_admin', () => {
  it('exposes every screen the route manifest gives mf_admin (parts 1 and 2), and nothing else', () => {
    expect(Object.keys(screens).sort()).toEqual(screensOf('mf_admin').sort());
  });
});
