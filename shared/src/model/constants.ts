/** Business constants of spec 1 §9, spec 2 §9 and spec 3 §9, in one place. */
export const VERSION_LABEL = 'v1.3.8+55';
export const PAGE_SIZES = [10, 20, 30] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const SMS_PAGE_SIZES = [2, 4, 6, 10] as const;
export const TRACK_LIMIT = 30;
export const RECENT_COUNT = 5;
export const FTS_LIMIT = 10;
/** Hard cap of rows one report-service call may return. */
export const MAX_QUERY_LIMIT = 500;
export const SNACKBAR_MS = 3000;
export const SMALL_SCREEN_PX = 1130;
export const SMALL_AREA_PX = 760;
export const DRAWER_WIDTH = 240;
export const THUMBNAIL_PX = 100;
export const MAX_ROUTE_PICKUPS = 25;
export const MIN_ZIP_DIGITS = 5;
export const QR_SIZE = 100;
export const QR_LEVEL = 'H' as const;
/** Label PDF page, in points (jsPDF unit 'pt'). */
export const LABEL_PAGE = { width: 170, height: 72 } as const;
export const TIME_STEP_MINUTES = 5;
export const DEFAULT_TIME_WINDOW = { from: '09:00', to: '12:00' } as const;
export const REPORT_TIME_ZONE = 'America/New_York';
export const CURRENCY = 'USD';

export const VIEW_COOKIES = { packages: 'packages-view', myPackages: 'my-package-view' } as const;
export type ListView = 'list' | 'grid';
export const DEFAULT_LIST_VIEW: ListView = 'list';

export const DEFAULT_COUNTRY = 'us';
export const ALLOWED_COUNTRIES = [
  { code: 'us', name: 'United States', dial: '1' },
  { code: 'mm', name: 'Myanmar', dial: '95' },
  { code: 'sg', name: 'Singapore', dial: '65' },
  { code: 'gb', name: 'United Kingdom', dial: '44' },
  { code: 'th', name: 'Thailand', dial: '66' },
] as const;
export type CountryCode = (typeof ALLOWED_COUNTRIES)[number]['code'];

export const OFFICE_HOURS = [
  { days: 'Monday - Saturday', hours: '10:00 am - 06:00 pm' },
  { days: 'Sunday', hours: 'Closed' },
] as const;
