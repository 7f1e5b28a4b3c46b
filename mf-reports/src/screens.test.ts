import { screensOf } from '@fcs/shared/model/routes';
import screens from './screens';

describe('the ./screens module of mf_reports', () => {
  it('exposes every screen the route manifest gives mf_reports, and nothing else', () => {
    expect(Object.keys(screens).sort()).toEqual(screensOf('mf_reports').sort());
  });
});
