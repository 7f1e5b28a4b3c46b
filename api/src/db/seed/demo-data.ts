/** Fixed demo content: people, places and words that make every screen meaningful. */

export const KNOWN_TRACKING_IDS = {
  /** Alice Carter is the consignee. */
  alice: '1Z999AA10123456784',
  /** Alice Carter is the sender (Ben Okafor the consignee). */
  aliceSent: '9400111899223344556677',
  /** Ben Okafor is the consignee. */
  ben: '1Z4E5V170398765432',
  /** No consignee yet. */
  unassigned: '784927501234',
} as const;

export interface AddressSeed {
  full_name: string;
  phone_number: string;
  address_line1: string;
  address_line2?: string;
  city: string;
  state: string;
  zip_code: string;
  lat: number;
  lng: number;
  is_default: boolean;
}

export const ADDRESSES: Record<string, AddressSeed[]> = {
  '+15550100001': [
    {
      full_name: 'Alice Carter',
      phone_number: '+15550100001',
      address_line1: '27 Oak Tree Road',
      address_line2: 'Apt 3B',
      city: 'Edison',
      state: 'NJ',
      zip_code: '08820',
      lat: 40.578,
      lng: -74.3589,
      is_default: true,
    },
    {
      full_name: 'Alice Carter (office)',
      phone_number: '+15550100001',
      address_line1: '350 Washington Street',
      address_line2: 'Suite 210',
      city: 'Hoboken',
      state: 'NJ',
      zip_code: '07030',
      lat: 40.7445,
      lng: -74.0329,
      is_default: false,
    },
  ],
  '+15550100002': [
    {
      full_name: 'Ben Okafor',
      phone_number: '+15550100002',
      address_line1: '145 Court Street',
      city: 'Brooklyn',
      state: 'NY',
      zip_code: '11201',
      lat: 40.694,
      lng: -73.9903,
      is_default: true,
    },
    {
      full_name: 'Ngozi Okafor',
      phone_number: '+15550100002',
      address_line1: '71-40 Austin Street',
      city: 'Forest Hills',
      state: 'NY',
      zip_code: '11375',
      lat: 40.7229,
      lng: -73.8473,
      is_default: false,
    },
  ],
  '+15550100003': [
    {
      full_name: 'Chloe Nguyen',
      phone_number: '+15550100003',
      address_line1: '41-25 Kissena Boulevard',
      city: 'Flushing',
      state: 'NY',
      zip_code: '11354',
      lat: 40.7667,
      lng: -73.8241,
      is_default: true,
    },
  ],
  '+15550100011': [
    {
      full_name: 'Isabella Martinez',
      phone_number: '+15550100011',
      address_line1: '88 Main Street',
      city: 'Hackensack',
      state: 'NJ',
      zip_code: '07601',
      lat: 40.8882,
      lng: -74.0503,
      is_default: true,
    },
  ],
  '+15550100012': [
    {
      full_name: 'Jamal Wright',
      phone_number: '+15550100012',
      address_line1: '19 Bayard Street',
      city: 'New Brunswick',
      state: 'NJ',
      zip_code: '08901',
      lat: 40.4891,
      lng: -74.4482,
      is_default: true,
    },
  ],
};

/** Customers that are not demo log-ins, so that lists have neighbours. */
export const OTHER_CUSTOMERS = [
  { user_name: 'Isabella Martinez', phone_number: '+15550100011', email: 'isabella.martinez@example.com', status: 'joined' as const },
  { user_name: 'Jamal Wright', phone_number: '+15550100012', email: 'jamal.wright@example.com', status: 'requested' as const },
  { user_name: 'Kenji Tanaka', phone_number: '+15550100013', email: 'kenji.tanaka@example.com', status: 'disabled' as const },
  { user_name: 'Laura Bennett', phone_number: '+15550100014', email: null, status: 'invited' as const },
];

export const ZONES = [
  { name: 'Central Jersey', zip_codes: ['08817', '08820', '08837', '08854', '08901'] },
  { name: 'Hudson & Bergen', zip_codes: ['07030', '07302', '07102', '07601'] },
  { name: 'Brooklyn & Queens', zip_codes: ['11201', '11215', '11354', '11375'] },
];
export const DELETED_ZONE = { name: 'Staten Island (retired)', zip_codes: ['10301', '10314'] };

/** Remarks that fit each package status (null: no remark). */
export const PACKAGE_REMARKS: Record<string, (string | null)[]> = {
  received: [null, 'Left at front desk by carrier', 'Box slightly dented on arrival, contents checked', 'Two items inside, marked fragile'],
  processed: [
    'Awaiting consolidation with other parcels',
    'Original packaging replaced with a sturdier box',
    null,
    'Customer asked to hold until the next shipment',
  ],
  packed: ['Consolidated into carton MM-2291', 'Weighed 4.2 kg, ready for air freight', 'Packed with the ocean freight pallet', null],
  delivered: [
    'Delivered to the Yangon office, signed by recipient',
    'Picked up by the consignee at the Yangon office',
    null,
    'Delivered to the Mandalay office',
  ],
};

export const INVOICE_LINES = [
  { description: 'Air freight New Jersey to Yangon', unit: 'kg', price: 12.5 },
  { description: 'Consolidation and repacking', unit: 'parcel', price: 6 },
  { description: 'Shipment insurance (declared value)', unit: 'policy', price: 15 },
  { description: 'Local pickup fee', unit: 'pickup', price: 10 },
  { description: 'Ocean freight New Jersey to Yangon', unit: 'kg', price: 4.75 },
];

export const EMAIL_FORMATS = [
  {
    id: 'confirm_pickup',
    subject: 'Your pickup %pickup_number% is confirmed',
    message:
      'Dear %name%,\n\nYour pickup %pickup_number% is confirmed for %pickup_date% between %pickup_time_from% and %pickup_time_to%.\nOur driver %staff_name% will collect your parcels at:\n%pickup_address%\n\n%remark%\n\nThank you for shipping with FCS.',
    sms: 'FCS: pickup %pickup_number% confirmed for %pickup_date% %pickup_time_from%-%pickup_time_to%. Driver: %staff_name%.',
    enable_send_email: true,
    enable_send_sms: true,
    variables: ['name', 'pickup_number', 'pickup_date', 'pickup_time_from', 'pickup_time_to', 'staff_name', 'pickup_address', 'remark'],
  },
  {
    id: 'cancel_pickup',
    subject: 'Your pickup %pickup_number% was canceled',
    message:
      'Dear %name%,\n\nYour pickup %pickup_number% planned for %pickup_date% was canceled.\n%remark%\n\nReply to this e-mail or call us to book a new date.\n\nFCS',
    sms: 'FCS: pickup %pickup_number% was canceled. %remark%',
    enable_send_email: true,
    enable_send_sms: false,
    variables: ['name', 'pickup_number', 'pickup_date', 'remark'],
  },
  {
    id: 'complete_pickup',
    subject: 'We have collected your parcels (%pickup_number%)',
    message:
      'Dear %name%,\n\nOur driver %staff_name% collected your parcels for pickup %pickup_number% on %pickup_date%.\n%remark%\n\nWe will let you know when they are processed.\n\nFCS',
    sms: 'FCS: parcels of pickup %pickup_number% collected. Thank you!',
    enable_send_email: true,
    enable_send_sms: true,
    variables: ['name', 'pickup_number', 'pickup_date', 'staff_name', 'remark'],
  },
  {
    id: 'reschedule_pickup',
    subject: 'Your pickup %pickup_number% has a new date',
    message:
      'Dear %name%,\n\nYour pickup %pickup_number% was moved to %pickup_date% between %pickup_time_from% and %pickup_time_to%.\nDriver: %staff_name%.\n%remark%\n\nFCS',
    sms: 'FCS: pickup %pickup_number% moved to %pickup_date% %pickup_time_from%-%pickup_time_to%.',
    enable_send_email: true,
    enable_send_sms: true,
    variables: ['name', 'pickup_number', 'pickup_date', 'pickup_time_from', 'pickup_time_to', 'staff_name', 'remark'],
  },
  {
    id: 'complete_dropoff',
    subject: 'Drop-off %dropoff_number% received',
    message:
      'Dear %name%,\n\nWe have processed your drop-off %dropoff_number% received by %staff_name% on %dropoff_date%.\n%remark%\n\nFCS',
    sms: 'FCS: drop-off %dropoff_number% completed. Thank you!',
    enable_send_email: true,
    enable_send_sms: false,
    variables: ['name', 'dropoff_number', 'dropoff_date', 'staff_name', 'remark'],
  },
];

export const SMS_RATES = [
  { country: 'United States', country_code: '+1', rate: 0.0079 },
  { country: 'Myanmar', country_code: '+95', rate: 0.195 },
  { country: 'Singapore', country_code: '+65', rate: 0.044 },
  { country: 'United Kingdom', country_code: '+44', rate: 0.04 },
  { country: 'Thailand', country_code: '+66', rate: 0.025 },
];

export const SETTINGS = {
  facebook_link: 'https://www.facebook.com/fcsforwarding',
  usa_address: '2100 Route 27, Suite 4, Edison, NJ 08817',
  usa_contact_number: '+1 732-555-0148',
  email_address: 'support@fcs-forwarding.com',
  emails: ['support@fcs-forwarding.com', 'billing@fcs-forwarding.com', 'pickups@fcs-forwarding.com'],
  allow_phone_update: false,
  office_lat: 40.5171,
  office_lng: -74.3973,
};

const field = (field_name: string, display_name: string, field_type: string, extra: Record<string, unknown> = {}) => ({
  field_name,
  display_name,
  field_type,
  show: true,
  display_format: '',
  allow_filter: false,
  allow_sort: true,
  default_sort: 'no_sort',
  filter_compare: '=',
  dropdown_display_field: '',
  ...extra,
});

export const REPORT_TEMPLATES = [
  {
    name: 'Packages received',
    object: 'packages',
    fields: [
      field('tracking_id', 'Tracking Number', 'string', { allow_filter: true }),
      field('received_date', 'Received Date', 'date', {
        default_sort: 'desc',
        allow_filter: true,
        filter_compare: '>=',
        display_format: 'MM/DD/YYYY hh:mm:ss A',
      }),
      field('status', 'Status', 'string', { allow_filter: true }),
      field('fcs_id', 'FCS ID', 'string', { allow_filter: true }),
      field('user_name', 'Consignee', 'string'),
    ],
  },
  {
    name: 'Pickups by zone',
    object: 'pickups',
    fields: [
      field('pickup_number', 'Pickup Number', 'string', { allow_filter: true }),
      field('pickup_date', 'Pickup Date', 'date', { default_sort: 'asc', allow_filter: true, filter_compare: '>=' }),
      field('zone_name', 'Zone', 'string', { allow_filter: true }),
      field('customer_name', 'Customer', 'string'),
      field('status', 'Status', 'string', { allow_filter: true }),
    ],
  },
];
