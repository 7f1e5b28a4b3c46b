/** The 403 of every call of a disabled account (the api's words, shown wherever that is the reason). */
export const ACCOUNT_DISABLED_MSG = 'Your account is disabled: ask us to enable it again';

/** User-facing texts quoted word for word by the spec (spec 1 §8, spec 2 §5 and §8, spec 3 §5 and §8). */
export const MSG = {
  exceed30: 'Exceed more than 30',
  notFound: 'Not found',
  logoutConfirm: 'Logout your account ?',
  joinInvited: 'Join Invited successful!',
  downloadConfirm: 'Download data?',
  packageUpdated: 'package update successfully!',
  activated: 'Activate successful!',
  deactivated: 'Deactivate successful!',
  deleteAddress: 'Delete address successful!',
  makeDefaultAddress: 'Make default address successful!',
  updateAddress: 'Update address successful!',
  addAddress: 'Add address successful!',
  updatePickup: 'Update pickup successful!',
  updatedProfile: 'Updated profile successful!',
  requestPickup: 'Request pickup successful!',
  cancelPickup: 'Cancel pickup successful!',
  confirmPickup: 'Confirm pickup successful!',
  reschedulePickup: 'Reschedule pickup successful!',
  completePickup: 'Complete pickup successful!',
  notCollectedPickup: 'Recorded as not collected: the office will reschedule it',
  updatedEmail: 'Updated email successful!',
  updatedVerificationEmail: 'Updated verification email successful!',
  zoneNotFound: 'zone not found',
  invalidZip: 'invalid zip code',
  zipExists: 'zip code is already exist',
  dropoffCreated: 'Drop-off created successfully!',
  dropoffCanceled: 'Cancel drop-off successful!',
  dropoffUpdated: 'Update dropoff successful!',
  dropoffCompleted: 'Complete dropoff successful!',
  signupPrompt: 'Please request for invite from',
  createSmsRate: 'Create sms rate successful!',
  updateSmsRate: 'Update sms rate successful!',
  deleteSmsRate: 'Delete sms rate successful!',
  invalidRate: 'Invalid rate',
} as const;

/** Field messages of spec 2 §5 and spec 3 §5. */
export const FIELD_MSG = {
  fullName: 'Full name is required',
  phoneNumber: 'Phone number is required',
  country: 'Country is required',
  addressLine1: 'Address line1 is required',
  city: 'City is required',
  state: 'State is required',
  zipCode: 'Zip code is required',
  pickupZone: 'Pickup zone is required',
  pickupDate: 'Pickup date is required',
  customer: 'Customer is required',
  pickupAddress: 'Pickup address is required',
  staff: 'Staff is required',
  customerName: 'Customer Name is required',
  customerPhone: 'Customer Phone Number is required',
  receivingStaff: 'Receving Staff is required',
} as const;

export const confirmDeleteAddress = (name: string) => `Delete this delivery address "${name}"?`;
export const confirmMakeDefault = (name: string) => `Make "${name}" as the default delivery address?`;
export const confirmDeleteTemplateField = (name: string) => `Delete this field "${name}"?`;
