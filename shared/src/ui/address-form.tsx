import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { TEXT_LIMITS, type TextLimit } from '../model/limits';
import { FIELD_MSG } from '../model/messages';
import { useMessageText } from '@fcs/runtime/i18n';
import { PhonePicker, validatePhone } from './phone-input';
import { englishUi, useUiText } from './ui-text';

/** The address form's fields (spec 2 §3); lat and lng come from the places search, or the api fills them from the zip. */
export interface AddressFormValues {
  full_name: string;
  phone_number: string;
  country: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  zip_code: string;
  lat: number | null;
  lng: number | null;
}

export type AddressFormErrors = Partial<Record<keyof AddressFormValues, string>>;

export const EMPTY_ADDRESS: AddressFormValues = {
  full_name: '',
  phone_number: '',
  country: 'United States',
  address_line1: '',
  address_line2: '',
  city: '',
  state: '',
  zip_code: '',
  lat: null,
  lng: null,
};

/** Shown when no places key is configured (development, or a deployment without Google Maps). */
export const MANUAL_ENTRY_HINT = englishUi('address.manualHint');

const REQUIRED: [keyof AddressFormValues, string][] = [
  ['full_name', FIELD_MSG.fullName],
  ['country', FIELD_MSG.country],
  ['address_line1', FIELD_MSG.addressLine1],
  ['city', FIELD_MSG.city],
  ['state', FIELD_MSG.state],
  ['zip_code', FIELD_MSG.zipCode],
];

/** The messages of spec 2 §5 by field ({} when the address can be saved); Address line2 has no rule. */
export function addressFormErrors(v: AddressFormValues): AddressFormErrors {
  const errors: AddressFormErrors = {};
  for (const [field, message] of REQUIRED) if (!String(v[field] ?? '').trim()) errors[field] = message;
  const phone = validatePhone(v.phone_number);
  if (phone) errors.phone_number = phone;
  return errors;
}

/** The fields as they are sent: trimmed; the phone already E.164 with a leading + (from the picker). */
export function trimAddress(v: AddressFormValues): AddressFormValues {
  const t = (s: string) => s.trim();
  return {
    ...v,
    full_name: t(v.full_name),
    phone_number: t(v.phone_number),
    country: t(v.country),
    address_line1: t(v.address_line1),
    address_line2: t(v.address_line2),
    city: t(v.city),
    state: t(v.state),
    zip_code: t(v.zip_code),
  };
}

// --- Google Places (only with a key) -------------------------------------------------------------

interface PlaceComponent {
  long_name: string;
  short_name: string;
  types: string[];
}
/** The part of a Google Places result the form reads. */
export interface PlaceResult {
  address_components?: PlaceComponent[];
  geometry?: { location?: { lat: () => number; lng: () => number } };
}

/** The form fields a place fills: street, city, state, zip, country and the coordinates. */
export function placeToAddress(place: PlaceResult): Partial<AddressFormValues> {
  const parts = place.address_components ?? [];
  const get = (type: string, short = false) => {
    const c = parts.find((p) => p.types.includes(type));
    return c ? (short ? c.short_name : c.long_name) : '';
  };
  const line1 = [get('street_number'), get('route')].filter(Boolean).join(' ');
  const out: Partial<AddressFormValues> = {
    address_line1: line1,
    city: get('locality') || get('postal_town') || get('sublocality') || get('administrative_area_level_2'),
    state: get('administrative_area_level_1', true),
    zip_code: get('postal_code'),
    country: get('country'),
  };
  const loc = place.geometry?.location;
  if (loc) {
    out.lat = loc.lat();
    out.lng = loc.lng();
  }
  // Only what the place has: a field it lacks keeps what the user typed.
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== '' && v !== undefined)) as Partial<AddressFormValues>;
}

interface GoogleAutocomplete {
  addListener: (event: string, fn: () => void) => void;
  getPlace: () => PlaceResult;
}
interface GoogleMapsGlobal {
  maps?: { places?: { Autocomplete: new (input: HTMLInputElement, options: object) => GoogleAutocomplete } };
}

let placesScript: Promise<void> | null = null;
/** Loads the Maps JavaScript API with the places library once per page. */
function loadPlaces(key: string): Promise<void> {
  placesScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(key)}&libraries=places`;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      placesScript = null;
      reject(new Error('Google Maps could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return placesScript;
}

function PlacesSearch({ apiKey, onPlace }: { apiKey: string; onPlace: (fields: Partial<AddressFormValues>) => void }) {
  const ref = useRef<{ input: HTMLInputElement | null } | null>(null);
  const [failed, setFailed] = useState(false);
  const { t } = useUiText();
  const onPlaceRef = useRef(onPlace);
  useEffect(() => {
    onPlaceRef.current = onPlace;
  }, [onPlace]);
  useEffect(() => {
    let live = true;
    loadPlaces(apiKey).then(
      () => {
        const google = (window as unknown as { google?: GoogleMapsGlobal }).google;
        const input = ref.current?.input;
        const Autocomplete = google?.maps?.places?.Autocomplete;
        if (!live || !input || !Autocomplete) return;
        const auto = new Autocomplete(input, { fields: ['address_components', 'geometry'], types: ['address'] });
        auto.addListener('place_changed', () => onPlaceRef.current(placeToAddress(auto.getPlace())));
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [apiKey]);
  if (failed) return <Alert type="warning" showIcon title={t('address.manualHint')} style={{ marginBottom: 16 }} />;
  return (
    <Form.Item label={t('address.search')} style={{ marginBottom: 16 }}>
      <Input ref={ref as never} aria-label={t('address.search')} placeholder={t('address.searchPlaceholder')} allowClear />
    </Form.Item>
  );
}

// --- The form -------------------------------------------------------------------------------------

export interface AddressFormProps {
  initial?: Partial<AddressFormValues>;
  /** Google Maps key (config googleMapsApiKey); empty: the address is filled by hand. */
  mapsApiKey?: string;
  submitText?: string;
  busy?: boolean;
  /** More controls above the button, e.g. the "default address" switch of the edit screen. */
  extra?: ReactNode;
  onSubmit: (values: AddressFormValues) => void;
  onCancel?: () => void;
}

/** Each text field with its limit from the contract (the api refuses longer text with the same limits). */
const TEXT_FIELDS: { field: keyof AddressFormValues; autoComplete: string; limit: TextLimit; wide?: boolean }[] = [
  { field: 'full_name', autoComplete: 'name', limit: 'name', wide: true },
  { field: 'address_line1', autoComplete: 'address-line1', limit: 'addressLine', wide: true },
  { field: 'address_line2', autoComplete: 'address-line2', limit: 'addressLine', wide: true },
  { field: 'city', autoComplete: 'address-level2', limit: 'city' },
  { field: 'state', autoComplete: 'address-level1', limit: 'state' },
  { field: 'zip_code', autoComplete: 'postal-code', limit: 'zip' },
  { field: 'country', autoComplete: 'country-name', limit: 'country' },
];

/**
 * The address form of /new-address and /address-detail (spec 2 §2, §5): required fields with the
 * spec's messages in red under each on Save (and live after the first Save), a phone picker limited
 * to the allowed countries (E.164, leading +), and the Google Places search when a key is set.
 */
export function AddressForm({ initial, mapsApiKey, submitText, busy, extra, onSubmit, onCancel }: AddressFormProps) {
  const { t } = useUiText();
  const message = useMessageText();
  const [values, setValues] = useState<AddressFormValues>({ ...EMPTY_ADDRESS, ...initial });
  const [tried, setTried] = useState(false);
  const id = useId();
  const errors = tried ? addressFormErrors(values) : {};

  // Typing a new zip or country moves the place: the api finds the coordinates from the zip again.
  const set = (field: keyof AddressFormValues, value: string) =>
    setValues((v) => ({ ...v, [field]: value, ...(field === 'zip_code' || field === 'country' ? { lat: null, lng: null } : {}) }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(addressFormErrors(values)).length > 0) return;
    onSubmit(trimAddress(values));
  };

  const item = (field: keyof AddressFormValues, label: string, control: ReactNode, wide?: boolean) => (
    <Form.Item
      key={field}
      label={label}
      htmlFor={`${id}-${field}`}
      required={field !== 'address_line2'}
      validateStatus={errors[field] ? 'error' : undefined}
      help={errors[field] && message(errors[field])}
      style={{ gridColumn: wide ? '1 / -1' : undefined, marginBottom: 12 }}
    >
      {control}
    </Form.Item>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('address.form')}>
      <Form layout="vertical" component={false}>
        {mapsApiKey ? (
          <PlacesSearch apiKey={mapsApiKey} onPlace={(fields) => setValues((v) => ({ ...v, ...fields }))} />
        ) : (
          <Alert type="info" showIcon title={t('address.manualHint')} style={{ marginBottom: 16 }} />
        )}
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', columnGap: 16 }}>
          {item('full_name', t('address.full_name'), textInput('full_name', 'name', 'name'), true)}
          {item(
            'phone_number',
            t('address.phone_number'),
            <PhonePicker
              value={values.phone_number}
              onChange={(phone) => setValues((v) => ({ ...v, phone_number: phone }))}
              status={errors.phone_number ? 'error' : undefined}
            />,
            true,
          )}
          {TEXT_FIELDS.filter((f) => f.field !== 'full_name').map((f) =>
            item(f.field, t(`address.${f.field}`), textInput(f.field, f.autoComplete, f.limit), f.wide),
          )}
        </div>
        {extra}
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 8 }}>
          <Button type="primary" htmlType="submit" loading={busy}>
            {submitText ?? t('action.save')}
          </Button>
          {onCancel ? (
            <Button onClick={onCancel} disabled={busy}>
              {t('action.cancel')}
            </Button>
          ) : null}
        </div>
      </Form>
    </form>
  );

  function textInput(field: keyof AddressFormValues, autoComplete: string, limit: TextLimit) {
    return (
      <Input
        id={`${id}-${field}`}
        value={String(values[field] ?? '')}
        autoComplete={autoComplete}
        maxLength={TEXT_LIMITS[limit]}
        status={errors[field] ? 'error' : undefined}
        onChange={(e) => set(field, e.target.value)}
      />
    );
  }
}
