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

/** Status links of the demo (22 characters like a real token; real ones are random): /s/<token>. */
export const DEMO_STATUS_TOKENS = {
  /** Alice Carter's first confirmed pickup. */
  alicePickup: 'DemoPickupAliceStatus1',
  /** The package KNOWN_TRACKING_IDS.alice. */
  alicePackage: 'DemoPackageAliceStatus',
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
      'Dear %name%,\n\nYour pickup %pickup_number% is confirmed for %pickup_date% between %pickup_time_from% and %pickup_time_to%.\nOur driver %staff_name% will collect your parcels at:\n%pickup_address%\n\n%remark%\n\nFollow your pickup: %status_link%\n\nThank you for shipping with FCS.',
    sms: 'FCS: pickup %pickup_number% confirmed for %pickup_date% %pickup_time_from%-%pickup_time_to%. Driver: %staff_name%. %status_link%',
    // The Burmese version (issue 24; machine-drafted like the portal's Burmese catalogues).
    subject_my: 'သင်၏ ပစ္စည်းလာယူမှု %pickup_number% ကို အတည်ပြုပြီးပါပြီ',
    message_my:
      'လူကြီးမင်း %name%,\n\nသင်၏ ပစ္စည်းလာယူမှု %pickup_number% ကို %pickup_date% ရက်၊ %pickup_time_from% မှ %pickup_time_to% အတွင်း လာယူရန် အတည်ပြုပြီးပါပြီ။\nကျွန်ုပ်တို့၏ ယာဉ်မောင်း %staff_name% သည် အောက်ပါလိပ်စာမှ သင်၏ ပါဆယ်များကို လာယူပါမည်:\n%pickup_address%\n\n%remark%\n\nအခြေအနေကို ကြည့်ရန်: %status_link%\n\nFCS ဖြင့် ပို့ဆောင်သည့်အတွက် ကျေးဇူးတင်ပါသည်။',
    sms_my:
      'FCS: လာယူမှု %pickup_number% ကို %pickup_date% %pickup_time_from%-%pickup_time_to% အတွက် အတည်ပြုပြီးပါပြီ။ ယာဉ်မောင်း: %staff_name%။ %status_link%',
    enable_send_email: true,
    enable_send_sms: true,
    variables: [
      'name',
      'pickup_number',
      'pickup_date',
      'pickup_time_from',
      'pickup_time_to',
      'staff_name',
      'pickup_address',
      'remark',
      'status_link',
    ],
  },
  {
    id: 'cancel_pickup',
    subject: 'Your pickup %pickup_number% was canceled',
    message:
      'Dear %name%,\n\nYour pickup %pickup_number% planned for %pickup_date% was canceled.\n%remark%\n\nYour pickup’s page: %status_link%\n\nReply to this e-mail or call us to book a new date.\n\nFCS',
    sms: 'FCS: pickup %pickup_number% was canceled: %status_link% %remark%',
    // The Burmese version (issue 24; machine-drafted like the portal's Burmese catalogues).
    subject_my: 'သင်၏ ပစ္စည်းလာယူမှု %pickup_number% ကို ပယ်ဖျက်လိုက်ပါပြီ',
    message_my:
      'လူကြီးမင်း %name%,\n\n%pickup_date% ရက်အတွက် စီစဉ်ထားသော သင်၏ ပစ္စည်းလာယူမှု %pickup_number% ကို ပယ်ဖျက်လိုက်ပါပြီ။\n%remark%\n\nရက်အသစ် ချိန်းဆိုရန် ဤအီးမေးလ်ကို ပြန်ကြားပါ သို့မဟုတ် ကျွန်ုပ်တို့ထံ ဖုန်းဆက်ပါ။\n\nအခြေအနေကို ကြည့်ရန်: %status_link%\n\nFCS',
    sms_my: 'FCS: လာယူမှု %pickup_number% ကို ပယ်ဖျက်လိုက်ပါပြီ။ %remark% %status_link%',
    enable_send_email: true,
    enable_send_sms: false,
    variables: ['name', 'pickup_number', 'pickup_date', 'remark', 'status_link'],
  },
  {
    id: 'complete_pickup',
    subject: 'We have collected your parcels (%pickup_number%)',
    message:
      'Dear %name%,\n\nOur driver %staff_name% collected your parcels for pickup %pickup_number% on %pickup_date%.\n%remark%\n\nWe will let you know when they are processed: %status_link%\n\nFCS',
    sms: 'FCS: parcels of pickup %pickup_number% collected. Thank you! %status_link%',
    // The Burmese version (issue 24; machine-drafted like the portal's Burmese catalogues).
    subject_my: 'သင်၏ ပါဆယ်များကို လာယူပြီးပါပြီ (%pickup_number%)',
    message_my:
      'လူကြီးမင်း %name%,\n\nကျွန်ုပ်တို့၏ ယာဉ်မောင်း %staff_name% သည် %pickup_date% ရက်တွင် လာယူမှု %pickup_number% ၏ ပါဆယ်များကို လာယူပြီးပါပြီ။\n%remark%\n\nပါဆယ်များကို စီစဉ်ပြီးသည့်အခါ အကြောင်းကြားပါမည်။\n\nအခြေအနေကို ကြည့်ရန်: %status_link%\n\nFCS',
    sms_my: 'FCS: လာယူမှု %pickup_number% ၏ ပါဆယ်များကို လာယူပြီးပါပြီ။ ကျေးဇူးတင်ပါသည်! %status_link%',
    enable_send_email: true,
    enable_send_sms: true,
    variables: ['name', 'pickup_number', 'pickup_date', 'staff_name', 'remark', 'status_link'],
  },
  {
    id: 'reschedule_pickup',
    subject: 'Your pickup %pickup_number% has a new date',
    message:
      'Dear %name%,\n\nYour pickup %pickup_number% was moved to %pickup_date% between %pickup_time_from% and %pickup_time_to%.\nDriver: %staff_name%.\n%remark%\n\nFollow your pickup: %status_link%\n\nFCS',
    sms: 'FCS: pickup %pickup_number% moved to %pickup_date% %pickup_time_from%-%pickup_time_to%. %status_link%',
    // The Burmese version (issue 24; machine-drafted like the portal's Burmese catalogues).
    subject_my: 'သင်၏ ပစ္စည်းလာယူမှု %pickup_number% အတွက် ရက်အသစ်',
    message_my:
      'လူကြီးမင်း %name%,\n\nသင်၏ ပစ္စည်းလာယူမှု %pickup_number% ကို %pickup_date% ရက်၊ %pickup_time_from% မှ %pickup_time_to% အတွင်းသို့ ပြောင်းလိုက်ပါပြီ။\nယာဉ်မောင်း: %staff_name%။\n%remark%\n\nအခြေအနေကို ကြည့်ရန်: %status_link%\n\nFCS',
    sms_my: 'FCS: လာယူမှု %pickup_number% ကို %pickup_date% %pickup_time_from%-%pickup_time_to% သို့ ပြောင်းလိုက်ပါပြီ။ %status_link%',
    enable_send_email: true,
    enable_send_sms: true,
    variables: ['name', 'pickup_number', 'pickup_date', 'pickup_time_from', 'pickup_time_to', 'staff_name', 'remark', 'status_link'],
  },
  {
    id: 'failed_pickup',
    subject: 'We could not collect your parcels (%pickup_number%)',
    message:
      'Dear %name%,\n\nOur driver %staff_name% came for pickup %pickup_number% on %attempt_date% but could not collect your parcels: %reason%.\n%remark%\n\nTo book a new date, reply to this e-mail, call us, or request a new pickup in the portal under My Pickups.\n\nFCS',
    sms: 'FCS: we could not collect pickup %pickup_number%: %reason%. Reply or call us to book a new date.',
    // The Burmese version (machine-drafted like the portal's Burmese catalogues).
    subject_my: 'သင်၏ ပါဆယ်များကို လာယူ၍ မရခဲ့ပါ (%pickup_number%)',
    message_my:
      'လူကြီးမင်း %name%,\n\nကျွန်ုပ်တို့၏ ယာဉ်မောင်း %staff_name% သည် %attempt_date% ရက်တွင် လာယူမှု %pickup_number% အတွက် လာရောက်ခဲ့သော်လည်း သင်၏ ပါဆယ်များကို လာယူ၍ မရခဲ့ပါ: %reason%။\n%remark%\n\nရက်အသစ် ချိန်းဆိုရန် ဤအီးမေးလ်ကို ပြန်ကြားပါ၊ ကျွန်ုပ်တို့ထံ ဖုန်းဆက်ပါ၊ သို့မဟုတ် ပေါ်တယ်ရှိ My Pickups တွင် လာယူမှုအသစ် တောင်းဆိုပါ။\n\nFCS',
    sms_my: 'FCS: လာယူမှု %pickup_number% ကို လာယူ၍ မရခဲ့ပါ: %reason%။ ရက်အသစ် ချိန်းဆိုရန် ပြန်ကြားပါ သို့မဟုတ် ဖုန်းဆက်ပါ။',
    enable_send_email: true,
    enable_send_sms: true,
    variables: ['name', 'pickup_number', 'attempt_date', 'staff_name', 'reason', 'remark'],
  },
  {
    id: 'complete_dropoff',
    subject: 'Drop-off %dropoff_number% received',
    message:
      'Dear %name%,\n\nWe have processed your drop-off %dropoff_number% received by %staff_name% on %dropoff_date%.\n%remark%\n\nYour drop-off’s page: %status_link%\n\nFCS',
    sms: 'FCS: drop-off %dropoff_number% completed. Thank you! %status_link%',
    // The Burmese version (issue 24; machine-drafted like the portal's Burmese catalogues).
    subject_my: 'ပစ္စည်းအပ်နှံမှု %dropoff_number% ကို လက်ခံရရှိပါပြီ',
    message_my:
      'လူကြီးမင်း %name%,\n\n%dropoff_date% ရက်တွင် %staff_name% လက်ခံခဲ့သော သင်၏ ပစ္စည်းအပ်နှံမှု %dropoff_number% ကို ဆောင်ရွက်ပြီးပါပြီ။\n%remark%\n\nအခြေအနေကို ကြည့်ရန်: %status_link%\n\nFCS',
    sms_my: 'FCS: ပစ္စည်းအပ်နှံမှု %dropoff_number% ပြီးဆုံးပါပြီ။ ကျေးဇူးတင်ပါသည်! %status_link%',
    enable_send_email: true,
    enable_send_sms: false,
    variables: ['name', 'dropoff_number', 'dropoff_date', 'staff_name', 'remark', 'status_link'],
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

/**
 * Customers of the route demo (Collect and the route planner): one address each, at real places in
 * the three zones, with coordinates. [name, address line 1, city, state, zip, lat, lng].
 */
export const ROUTE_CUSTOMERS: readonly [string, string, string, string, string, number, number][] = [
  // Central Jersey
  ['Priya Raman', '312 Plainfield Avenue', 'Edison', 'NJ', '08817', 40.5329, -74.3937],
  ['Tomás Alvarez', '1000 Centennial Avenue', 'Piscataway', 'NJ', '08854', 40.5587, -74.4497],
  ['Hannah Goldberg', '88 Easton Avenue', 'New Brunswick', 'NJ', '08901', 40.4988, -74.451],
  ['Kwame Mensah', '1600 Oak Tree Road', 'Edison', 'NJ', '08820', 40.5776, -74.3456],
  ['Sofia Rossi', '75 Stelton Road', 'Piscataway', 'NJ', '08854', 40.5438, -74.4324],
  ['Daniel Cho', '55 Parsonage Road', 'Edison', 'NJ', '08837', 40.549, -74.3351],
  ['Aisha Bello', '200 Raritan Center Parkway', 'Edison', 'NJ', '08837', 40.5095, -74.332],
  ['Mateo Silva', '10 Talmadge Road', 'Edison', 'NJ', '08817', 40.5251, -74.3852],
  // Hudson & Bergen
  ['Olivia Brennan', '30 Hudson Street', 'Jersey City', 'NJ', '07302', 40.7163, -74.0339],
  ['Rahul Mehta', '100 Washington Street', 'Hoboken', 'NJ', '07030', 40.7376, -74.0305],
  ['Grace Adeyemi', '1 Gateway Center', 'Newark', 'NJ', '07102', 40.7357, -74.1654],
  ['Lucas Weber', '230 River Street', 'Hackensack', 'NJ', '07601', 40.879, -74.043],
  ['Mei Lin', '195 Newark Avenue', 'Jersey City', 'NJ', '07302', 40.7206, -74.0456],
  // Brooklyn & Queens
  ['Noah Friedman', '220 7th Avenue', 'Brooklyn', 'NY', '11215', 40.6718, -73.9776],
  ['Fatima Khan', '300 Atlantic Avenue', 'Brooklyn', 'NY', '11201', 40.688, -73.9895],
  ['Wei Zhang', '136-20 Roosevelt Avenue', 'Flushing', 'NY', '11354', 40.759, -73.83],
  ['Elena Petrova', '107-40 Queens Boulevard', 'Forest Hills', 'NY', '11375', 40.7195, -73.844],
  ['James O’Connor', '480 5th Avenue', 'Brooklyn', 'NY', '11215', 40.669, -73.9856],
  // Tomorrow's
  ['Amara Osei', '27 Route 27', 'Edison', 'NJ', '08817', 40.5154, -74.4042],
  ['Diego Ramírez', '401 Washington Street', 'Hoboken', 'NJ', '07030', 40.7428, -74.0297],
  ['Yuki Sato', '41-60 Main Street', 'Flushing', 'NY', '11354', 40.7574, -73.8297],
  ['Chiara Bianchi', '22 Livingston Avenue', 'New Brunswick', 'NJ', '08901', 40.4937, -74.4453],
  ['Samuel Park', '150 Court Street', 'Brooklyn', 'NY', '11201', 40.6878, -73.9935],
];

/** Phone of the n-th route customer (fictional 555-01xx numbers). */
export const routeCustomerPhone = (n: number) => `+155501001${String(n + 1).padStart(2, '0')}`;

/**
 * The route demo's pickups, all confirmed or rescheduled: [customer index, day offset, 'driver' (the
 * col-only demo driver) or 'pickups' (the pku+col staff member), status, time from, time to].
 * Today: 10 stops for the driver, 8 more for the pickups staff member (who also has one from the
 * pickups above); tomorrow 3 and 2.
 */
export const ROUTE_PICKUPS: readonly [number, 0 | 1, 'driver' | 'pickups', 'confirmed' | 'rescheduled', string, string][] = [
  [0, 0, 'driver', 'confirmed', '09:00', '12:00'],
  [1, 0, 'driver', 'confirmed', '09:00', '12:00'],
  [2, 0, 'driver', 'rescheduled', '10:00', '12:00'],
  [3, 0, 'driver', 'confirmed', '09:00', '12:00'],
  [4, 0, 'driver', 'confirmed', '10:00', '13:00'],
  [8, 0, 'driver', 'confirmed', '13:00', '16:00'],
  [9, 0, 'driver', 'rescheduled', '13:00', '15:00'],
  [12, 0, 'driver', 'confirmed', '13:00', '16:00'],
  [13, 0, 'driver', 'confirmed', '14:00', '17:00'],
  [14, 0, 'driver', 'confirmed', '14:00', '17:00'],
  [5, 0, 'pickups', 'confirmed', '09:00', '12:00'],
  [6, 0, 'pickups', 'confirmed', '09:00', '12:00'],
  [7, 0, 'pickups', 'rescheduled', '09:30', '11:30'],
  [10, 0, 'pickups', 'confirmed', '12:00', '15:00'],
  [11, 0, 'pickups', 'confirmed', '13:00', '16:00'],
  [15, 0, 'pickups', 'confirmed', '14:00', '17:00'],
  [16, 0, 'pickups', 'rescheduled', '15:00', '18:00'],
  [17, 0, 'pickups', 'confirmed', '15:00', '18:00'],
  [18, 1, 'driver', 'confirmed', '09:00', '12:00'],
  [19, 1, 'driver', 'confirmed', '13:00', '16:00'],
  [20, 1, 'driver', 'rescheduled', '14:00', '17:00'],
  [21, 1, 'pickups', 'confirmed', '09:00', '12:00'],
  [22, 1, 'pickups', 'rescheduled', '10:00', '13:00'],
];

/** Remarks of the route demo's pickups, by position (customer's, then the confirm's or reschedule's). */
export const ROUTE_REMARKS: readonly [string | null, string | null][] = [
  ['Two boxes by the garage door', 'Call on arrival'],
  [null, 'Loading dock at the back'],
  ['Suitcase and one box', 'Customer asked for a later window'],
  ['Ring apartment 4C', null],
  [null, 'Front desk will hand over'],
];

// issue 11 · customers: a few hundred more customers for the back office's list, made from these
// names (first × last, deterministic), in every status and the allowed countries.
export const CUSTOMER_FIRST_NAMES = [
  'Aung',
  'Mei',
  'Daniel',
  'Priya',
  'Somchai',
  'Olivia',
  'Hiro',
  'Fatima',
  'Lucas',
  'Nadia',
  'Thura',
  'Grace',
  'Arjun',
  'Chloe',
  'Wei',
  'Sofia',
  'Kyaw',
  'Emily',
  'Rahul',
  'Naree',
  'James',
  'Amara',
  'Min',
  'Hannah',
  'Tomás',
] as const;
export const CUSTOMER_LAST_NAMES = [
  'Win',
  'Lim',
  'Brooks',
  'Sharma',
  'Srisuk',
  'Bennett',
  'Sato',
  'Rahman',
  'Moreau',
  'Petrova',
  'Htun',
  'Tan',
  'Patel',
  'Walker',
  'Chen',
  'Rossi',
  'Zaw',
  'Clarke',
] as const;
export const DEMO_CUSTOMER_COUNT = 300;
/** The n-th demo customer's phone (n from 0): mostly US, some UK, Singapore, Thailand and Myanmar. */
export function demoCustomerPhone(n: number): string {
  const k = n % 10;
  if (k === 6) return `+447700900${String(n).padStart(3, '0')}`;
  if (k === 7) return `+659${String(1000000 + n).padStart(7, '0')}`;
  if (k === 8) return `+668${String(10000000 + n).padStart(8, '0')}`;
  if (k === 9) return `+959${String(700000000 + n).padStart(9, '0')}`;
  return `+1555${String(3000000 + n).padStart(7, '0')}`;
}
/** Mostly joined; every twentieth invited, requested, signed up or disabled (and one more invited). */
export function demoCustomerStatus(n: number): 'joined' | 'invited' | 'requested' | 'signup' | 'disabled' {
  return (['invited', 'invited', 'requested', 'signup', 'disabled'] as const)[n % 20] ?? 'joined';
}
// issue 11 · packages: the staff lists' bulk (a few thousand packages in every status, with photos).
/** How many more packages the demo has for the staff lists, spread over the customers. */
export const BULK_PACKAGES = 3000;
/** Their tracking numbers: BLK then six digits, so they never meet the other demo numbers. */
export const bulkTrackingId = (i: number) => `BLK${String(i + 1).padStart(6, '0')}`;
