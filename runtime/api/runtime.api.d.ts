// @fcs/runtime 1.0.0: its public API (node scripts/runtime-api.mjs --write). A change here needs a new version.

// ── client/csv-download
export interface DownloadProgress {
    /** Bytes received so far. */
    bytes: number;
    /** Rows received so far (lines after the header). */
    rows: number;
    /** How many rows the api said would come (X-Row-Estimate), when it said. */
    estimate: number | null;
}
export interface CsvFile {
    blob: Blob;
    fileName: string;
    rows: number;
}
/** The file name of a Content-Disposition header, or null. */
export declare function fileNameOf(disposition: string | null): string | null;
/**
 * POST a report download (`/api/download/{object}`): reads the streamed CSV, telling `onProgress`
 * the bytes and rows as they arrive, and answers it as a Blob, named as the api says or `fileName`.
 */
export declare function downloadCsv(path: string, body: unknown, fileName: string, onProgress?: (p: DownloadProgress) => void, signal?: AbortSignal): Promise<CsvFile>;

// ── client/customer
import type { AddressCreate, AddressRef, AddressUpdate } from '@fcs/shared/contract/addresses';
import type { EmailUpdate, EmailVerification, ProfileLanguage, ProfileUpdate } from '@fcs/shared/contract/profile';
import type { PickupCancel, PickupRequest, PickupUpdate } from '@fcs/shared/contract/pickups';
import type { Address, InvoiceRow, Pickup, PickupDate, User, Zone } from '@fcs/shared/model/entities';
import type { InvoiceDetail } from '@fcs/shared/model/invoices';
import type { DevOutboxMessage, EmailUpdateResult } from '@fcs/shared/model/profile';
import type { ReportQuery } from '@fcs/shared/model/report';
/**
 * Customer self-service (spec 2, spec 1 §2.7). Each resolves with the answer's data or rejects
 * with {status, message} (the server's words: show them as they are). The api answers the spec's
 * success texts as `message`; the screens show the same MSG constants.
 */
export declare const listZones: () => Promise<Zone[]>;
/** The zone holding a zip code; rejects 404 with message MSG.zoneNotFound ('zone not found') when none does. */
export declare const getZoneByZip: (zip: string) => Promise<Zone>;
/** Every active pickup date; with a zone: only its dates that are today or later (ET), in date order. */
export declare const listPickupDates: (zoneId?: string) => Promise<PickupDate[]>;
export declare const getPickup: (id: string) => Promise<Pickup>;
export declare const requestPickup: (body: PickupRequest) => Promise<Pickup>;
export declare const updatePickup: (body: PickupUpdate) => Promise<Pickup>;
export declare const cancelPickup: (body: PickupCancel) => Promise<Pickup>;
/** My Requested Pickups: only the caller's own, whatever their privileges. */
export declare const listMyPickups: (query: ReportQuery) => Promise<Pickup[]>;
export declare const countMyPickups: (query: Pick<ReportQuery, "filters">) => Promise<number>;
export declare const listAddresses: () => Promise<Address[]>;
export declare const getAddress: (userId: string, addressId: string) => Promise<Address>;
export declare const addAddress: (body: AddressCreate) => Promise<Address>;
export declare const updateAddress: (body: AddressUpdate) => Promise<Address>;
/** Answers the remaining addresses, the (possibly new) default first. */
export declare const deleteAddress: (address: AddressRef) => Promise<Address[]>;
/** Answers the addresses, the new default first. */
export declare const makeDefaultAddress: (address: AddressRef) => Promise<Address[]>;
export declare const updateProfile: (body: ProfileUpdate) => Promise<User>;
/** The portal's language, kept with the caller's profile (issue 24). */
export declare const updateLanguage: (body: ProfileLanguage) => Promise<User>;
/** email_verification 'Verified': nothing more to do; 'Unverified': a code was e-mailed, ask for it. */
export declare const updateEmail: (body: EmailUpdate) => Promise<EmailUpdateResult>;
export declare const verifyEmail: (body: EmailVerification) => Promise<User>;
export declare const getInvoice: (id: string) => Promise<InvoiceDetail>;
/** My Invoices: only the caller's own. */
export declare const listMyInvoices: (query: ReportQuery) => Promise<InvoiceRow[]>;
export declare const countMyInvoices: (query: Pick<ReportQuery, "filters">) => Promise<number>;
/** Development only (api with the Auth emulator): the latest outbox messages, where the e-mail code can be read. */
export declare const listDevOutbox: (limit?: number) => Promise<DevOutboxMessage[]>;

// ── client/dropoffs
import type { DropoffCancelInput, DropoffCompleteInput, DropoffCreateInput, DropoffUpdateInput } from '@fcs/shared/contract/dropoffs';
import type { CustomerHit, Dropoff, Staff } from '@fcs/shared/model/entities';
import type { ReportQuery } from '@fcs/shared/model/report';
import { type UploadKind, type UploadResult } from '@fcs/shared/model/uploads';
/**
 * Drop-offs (spec 3). Each resolves with the answer's data or rejects with {status, message}; the
 * success texts to show are MSG.dropoffCreated, MSG.dropoffUpdated, MSG.dropoffCompleted and
 * MSG.dropoffCanceled (the api answers the same words as `message`).
 */
export declare const createDropoff: (body: DropoffCreateInput) => Promise<Dropoff>;
export declare const updateDropoff: (body: DropoffUpdateInput) => Promise<Dropoff>;
export declare const completeDropoff: (body: DropoffCompleteInput) => Promise<Dropoff>;
export declare const cancelDropoff: (body: DropoffCancelInput) => Promise<Dropoff>;
export declare const getDropoff: (id: string) => Promise<Dropoff>;
/** My Drop-Offs: only the caller's own. */
export declare const listMyDropoffs: (query: ReportQuery) => Promise<Dropoff[]>;
export declare const countMyDropoffs: (query: Pick<ReportQuery, "filters">) => Promise<number>;
/** The staff drop-off list (df). */
export declare const listDropoffs: (query: ReportQuery) => Promise<Dropoff[]>;
export declare const countDropoffs: (query: Pick<ReportQuery, "filters">) => Promise<number>;
/** The staff search box (df): number, customer name or FCS ID. Empty text answers []. */
export declare const searchDropoffs: (text: string, limit?: number) => Promise<Dropoff[]>;
/** Received By choices: users with is_employee (df or pku callers). */
export declare const listStaff: () => Promise<Staff[]>;
/** /search-customers (df, pku or cu): customers by FCS ID, name or phone; hyphens count as spaces. Empty text answers []. */
export declare const searchCustomers: (text: string, limit?: number) => Promise<CustomerHit[]>;
/**
 * One photo into a record's folder (`dropoffs/{id}`); answers {url} to list in that record's
 * photo_urls on its next update. The folder goes first so the api refuses before reading the file.
 */
export declare const uploadPhoto: (kind: UploadKind, id: string, file: Blob, fileName?: string) => Promise<UploadResult>;

// ── client/endpoints
import type { Package, ReportTable, Settings, TrackResult, User } from '@fcs/shared/model/entities';
import { type CountKind, type PageCursors, type ReportQuery } from '@fcs/shared/model/report';
/** The shell's calls and the report service. */
export declare const track: (numbers: readonly string[]) => Promise<TrackResult[]>;
export declare const getSettings: () => Promise<Settings>;
export declare const checkInvitation: () => Promise<{
    invited: boolean;
    refresh?: boolean;
}>;
export declare const joinInvite: () => Promise<User>;
export declare const getMe: () => Promise<User>;
export declare const getPackage: (id: string) => Promise<Package>;
/** Rows of a report object; `view: 'mine'` keeps only the caller's own. */
export declare const reportData: <T>(table: ReportTable, query: ReportQuery) => Promise<T[]>;
export declare const reportCount: (table: ReportTable, query: Omit<ReportQuery, "limit" | "offset" | "sorts">) => Promise<number>;
/** A page of a list with its cursors: pass `cursors.last` as `after` (or `first` as `before`) for the next (previous) page. */
export declare function reportPage<T>(table: ReportTable, query: ReportQuery): Promise<{
    rows: T[];
    cursors: PageCursors;
}>;
/** A list's count as a page shows it: exact up to LIST_COUNT_LIMIT, beyond it "more than" or "about". */
export declare function reportListCount(table: ReportTable, query: Omit<ReportQuery, 'limit' | 'offset' | 'sorts'>): Promise<{
    count: number;
    kind: CountKind;
}>;

// ── client/failure
import type { ApiFailure } from '@fcs/shared/model/envelope';
export declare function isApiFailure(e: unknown): e is ApiFailure;
/** Every failure becomes {status, message}: the server's message, or the network error's. */
export declare function toFailure(e: unknown): ApiFailure;

// ── client/http
import { type AxiosRequestConfig } from 'axios';
import type { ApiFailure, Envelope } from '@fcs/shared/model/envelope';
export { isApiFailure, toFailure } from './failure';
/** What the shell (or a remote's standalone host) tells the client at start. */
export interface ClientConfig {
    /** Main API base URL, e.g. http://localhost:8080 */
    apiUrl: string;
    /** Report service base URL, e.g. http://localhost:8080/api */
    reportUrl: string;
    projectId: string;
    /**
     * The signed-in (or anonymous) user's ID token; null while there is none. For a public read
     * (PUBLIC in the contract's ENDPOINTS) the host may answer null to send the call without one.
     */
    getToken: (publicRead?: boolean) => Promise<string | null>;
    /** Told every failure before the caller is: the shell learns from a 403 that the account is disabled. */
    onFailure?: (failure: ApiFailure) => void;
}
export declare function configureClient(next: ClientConfig): void;
export declare function clientConfig(): ClientConfig | null;
export type Base = 'main' | 'report';
/**
 * One call's axios options; `publicRead` for an endpoint PUBLIC in the contract (no token needed);
 * `idempotencyKey` to send a write under a key of the caller's (the same action sent again, from a
 * queue that survives a reload): by default each write gets a fresh one.
 */
export type CallOptions = AxiosRequestConfig & {
    publicRead?: boolean;
    withoutProjectId?: boolean;
    idempotencyKey?: string;
};
/**
 * A write is sent again, with the same Idempotency-Key, after a failure that may not have reached
 * the api or whose outcome is unknown: no answer at all, 502 (a commit whose outcome is unknown) or
 * 503 (nothing was done). The api answers a repeat of a key it has done with its first answer, so
 * the action is never applied twice nor lost to a dropped answer.
 */
export declare const WRITE_RETRIES = 2;
/** A fresh key: crypto.randomUUID, or the same form from getRandomValues where the page is not a secure context. */
export declare function newIdempotencyKey(): string;
/**
 * One call: adds Token and Project-ID, runs only with a non-empty token (a public read may go
 * without), unwraps `data` of an Ok
 * envelope, and throws {status, message} for anything else.
 */
export declare function request<T>(base: Base, options: CallOptions): Promise<T>;
/** The same call, answering the whole Ok envelope (for the fields beside `data`: cursors, count_kind). */
export declare function requestEnvelope<T, Extra extends object = object>(base: Base, options: CallOptions): Promise<Envelope<T> & Partial<Extra>>;

// ── client/imports
import type { ImportKind, ImportProgress, ImportResult } from '@fcs/shared/model/imports';
/** What the screen shows while a file goes up and the api works on it. */
export type ImportStep = {
    step: 'upload';
    sent: number;
    total: number;
} | ({
    step: 'server';
} & ImportProgress);
export interface ImportAnswer {
    /** Ok: checked (dry run) or imported; otherwise nothing was imported. */
    ok: boolean;
    message: string;
    /** The counts and the rows' errors; absent when the file itself was refused (its header, its size). */
    result: ImportResult | null;
}
/**
 * POST /imports/{kind} (issue 32) with the file as text/csv, asking for NDJSON: `onStep` hears the
 * upload's bytes, then the api's progress lines; the last line is the answer. XMLHttpRequest rather
 * than fetch, for the upload's progress. A failure to reach the api rejects with {status, message}.
 */
export declare function importFile(kind: ImportKind, file: Blob, { dryRun, onStep, signal }: {
    dryRun: boolean;
    onStep?: (s: ImportStep) => void;
    signal?: AbortSignal;
}): Promise<ImportAnswer>;

// ── client/index
export * from './http';
export * from './endpoints';
export * from './csv-download';
export * from './dropoffs';
export * from './customer';
export * from './pickups';
export * from './invoices';
export * from './users';
export * from './packages';
export * from './settings';
export * from './sms';
export * from './reports';
export * from './imports';
export * from './status-links';

// ── client/invoices
import type { InvoiceCreateInput, InvoiceStatusInput } from '@fcs/shared/contract/invoices';
import type { InvoiceDetail, InvoicePackage } from '@fcs/shared/model/invoices';
/**
 * Invoices for inv staff (issue 11, beyond spec 1 §2.7). Each resolves with the answer's data or
 * rejects with {status, message}; the success texts are INVOICE_MSG.created, .paid and .canceled
 * (the api answers the same words as `message`). The list is the report service's (reportData /
 * reportPage on `invoices`); one invoice is getInvoice.
 */
export declare const createInvoice: (body: InvoiceCreateInput) => Promise<InvoiceDetail>;
export declare const setInvoiceStatus: (body: InvoiceStatusInput) => Promise<InvoiceDetail>;
/** A joined customer's packages that no open invoice has yet. */
export declare const listInvoicePackages: (customerId: string) => Promise<InvoicePackage[]>;

// ── client/packages
import type { PackageDownloadInput, PackageMoveInput, PackageReceiveInput, PackageUsersInput } from '@fcs/shared/contract/packages';
import type { Package } from '@fcs/shared/model/entities';
import { type DownloadProgress } from './csv-download';
/**
 * Staff packages (issue 11): the intake, the bulk move, the assign block (spec 1 §7 PUT
 * /packages/users) and the CSV download. Success texts: PACKAGE_MSG.received, PACKAGE_MSG.moved,
 * PACKAGE_MSG.updated (the api answers the same words).
 */
export declare const receivePackage: (body: PackageReceiveInput) => Promise<Package>;
export declare const movePackages: (body: PackageMoveInput) => Promise<{
    moved: number;
}>;
export declare const assignPackageUsers: (body: PackageUsersInput) => Promise<Package>;
/**
 * POST /api/download/packages: the streamed CSV with its progress, saved as packages_report.csv by
 * the page.
 */
export declare const downloadPackagesCsv: (body: PackageDownloadInput, onProgress?: (p: DownloadProgress) => void, signal?: AbortSignal) => Promise<import("./csv-download").CsvFile>;

// ── client/pickups
import type { AdminPickupRequest, AdminPickupUpdate, PickupComplete, PickupConfirm, PickupNotCollected, PickupReschedule } from '@fcs/shared/contract/pickups';
import type { Address, Pickup } from '@fcs/shared/model/entities';
import type { ReportQuery } from '@fcs/shared/model/report';
/**
 * Staff pickups (spec 2 §7, spec 3 §5). Each resolves with the answer's data or rejects with
 * {status, message}; the success texts to show are MSG.requestPickup, MSG.updatePickup,
 * MSG.confirmPickup, MSG.reschedulePickup and MSG.completePickup (the api answers the same words).
 */
export declare const createAdminPickup: (body: AdminPickupRequest) => Promise<Pickup>;
export declare const updateAdminPickup: (body: AdminPickupUpdate) => Promise<Pickup>;
export declare const confirmPickup: (body: PickupConfirm) => Promise<Pickup>;
export declare const reschedulePickup: (body: PickupReschedule) => Promise<Pickup>;
export declare const completePickup: (body: PickupComplete) => Promise<Pickup>;
/** The assigned driver could not collect it (success text MSG.notCollectedPickup). */
export declare const notCollectPickup: (body: PickupNotCollected) => Promise<Pickup>;
/** The pickup's attempts that failed, the latest first. */
export declare const listPickupAttempts: (id: string) => Promise<{
    id: string;
    reason: "nobody_home" | "refused" | "not_ready" | "address_not_found" | "other";
    remark: string | null;
    photo_urls: string[];
    staff_id: string | null;
    staff_name: string | null;
    attempted_at: string;
}[]>;
/** GET /pickup_info/{id} (spec 2 §7): the pickup detail of /pickup-info/{id}, asked without Project-ID. */
export declare const getPickupInfo: (id: string) => Promise<Pickup>;
/** A joined customer's addresses, the default first (pku or cu staff). */
export declare const listCustomerAddresses: (customerId: string) => Promise<Address[]>;
/** The staff pickup list (pku): every pickup. */
export declare const listPickups: (query: ReportQuery) => Promise<Pickup[]>;
export declare const countPickups: (query: Pick<ReportQuery, "filters">) => Promise<number>;
/** Collect (col): only the pickups assigned to the signed-in staff member (the api holds to it). */
export declare const listAssignedPickups: (query: ReportQuery) => Promise<Pickup[]>;
export declare const countAssignedPickups: (query: Pick<ReportQuery, "filters">) => Promise<number>;

// ── client/reports
import type { FieldValues, FilterValuesRequest, ReportDownloadRequest, ReportMeta, ReportObject, ReportObjectInfo, ReportTemplate, TemplateInput } from '@fcs/shared/model/report-templates';
import { type DownloadProgress } from './csv-download';
/**
 * Report templates (spec 3 §7: POST, PUT, DELETE /templates; the reads the original did from its
 * data store) and the report service's metadata (GET /api/objs, GET /api/meta/{object}, POST
 * /api/filter_values) and CSV (POST /api/download/{object}). Success texts: TEMPLATE_MSG's.
 */
/** GET /templates: a page of the active templates by name; `q` keeps those whose name holds it. */
export declare function listTemplates(query: {
    limit: number;
    offset: number;
    q?: string;
}): Promise<{
    rows: ReportTemplate[];
    total: number;
}>;
export declare const getTemplate: (id: string) => Promise<ReportTemplate>;
export declare const createTemplate: (body: TemplateInput) => Promise<ReportTemplate>;
export declare const updateTemplate: (body: TemplateInput & {
    id: string;
}) => Promise<ReportTemplate>;
export declare const deleteTemplate: (id: string) => Promise<unknown>;
export declare const getReportObjects: () => Promise<ReportObjectInfo[]>;
export declare const getReportMeta: (object: ReportObject) => Promise<ReportMeta>;
export declare const getFilterValues: (body: FilterValuesRequest) => Promise<FieldValues[]>;
/** POST /api/download/{object}: the report's rows as a streamed CSV with its progress ({object}_report.csv unless the api names it). */
export declare const downloadReportCsv: (object: ReportObject, body: ReportDownloadRequest, onProgress?: (p: DownloadProgress) => void, signal?: AbortSignal) => Promise<import("./csv-download").CsvFile>;

// ── client/settings
import type { EmailFormatUpdateInput, PickupDateWriteInput, SettingsRefInput, SettingsUpdateInput, ZoneCreateInput, ZoneUpdateInput } from '@fcs/shared/contract/settings';
import type { EmailFormat, PickupDate, Settings, Zone } from '@fcs/shared/model/entities';
import type { SetupStatus } from '@fcs/shared/model/setup';
/**
 * The settings pages (issue 12, admin): pickup zones and dates, the e-mail/SMS formats, the contact
 * block and the zip lookup. The reads of zones, dates and settings are the customer forms' own
 * (listZones, GET /pickup_dates, getSettings); these are the admin's.
 */
export declare const listAllPickupDates: () => Promise<PickupDate[]>;
export declare const makePickupDate: (body: PickupDateWriteInput) => Promise<PickupDate>;
export declare const updatePickupDate: (body: PickupDateWriteInput) => Promise<PickupDate>;
export declare const deletePickupDate: (body: SettingsRefInput) => Promise<{
    id: string;
}>;
export declare const makeZone: (body: ZoneCreateInput) => Promise<Zone>;
export declare const updateZone: (body: ZoneUpdateInput) => Promise<Zone>;
export declare const deleteZone: (body: SettingsRefInput) => Promise<{
    id: string;
}>;
export declare const lookupZip: (zip: string) => Promise<{
    zip: string;
    city: string;
    state: string;
}>;
export declare const listEmailFormats: () => Promise<EmailFormat[]>;
export declare const updateEmailFormat: (body: EmailFormatUpdateInput) => Promise<EmailFormat>;
export declare const updateSettings: (body: SettingsUpdateInput) => Promise<Settings>;
export declare const getSetupStatus: () => Promise<SetupStatus>;

// ── client/sms
import type { SmsMessagesQuery, SmsRateInput, SmsRateUpdateInput } from '@fcs/shared/contract/sms';
/**
 * SMS usage (admin) and SMS rates (the list for admin, writes for sa) — issue 12. Each resolves
 * with the answer's data or rejects with {status, message}; the success texts are MSG's
 * createSmsRate, updateSmsRate and deleteSmsRate (the api answers the same).
 */
export declare const listSmsMonths: (last?: number) => Promise<{
    id: string;
    count: number;
    amount: number;
}[]>;
export declare const listSmsMessages: (query: SmsMessagesQuery) => Promise<{
    rows: {
        id: string;
        date: string | null;
        from: string;
        to: string;
        message: string;
        amount: number | null;
        status: string;
        segments: number;
        country_code: string | null;
    }[];
    total: number;
    amount: number;
}>;
export declare const listSmsRates: () => Promise<{
    id: string;
    country: string;
    country_code: string;
    rate: number;
}[]>;
export declare const createSmsRate: (body: SmsRateInput) => Promise<{
    id: string;
    country: string;
    country_code: string;
    rate: number;
}>;
export declare const updateSmsRate: (body: SmsRateUpdateInput) => Promise<{
    id: string;
    country: string;
    country_code: string;
    rate: number;
}>;
export declare const deleteSmsRate: (id: string) => Promise<{
    id: string;
}>;

// ── client/status-links
import type { RevokeStatusLinkBody } from '@fcs/shared/contract/status-links';
import type { StatusView } from '@fcs/shared/model/status-links';
/** A record's status page (GET /status/{token}); a signed-in owner's answer names the full detail screen. */
export declare const getStatusView: (token: string) => Promise<StatusView>;
/** Ends every live status link of a record (staff of its kind); the next notice makes a new one. */
export declare const revokeStatusLink: (body: RevokeStatusLinkBody) => Promise<{
    revoked: number;
}>;

// ── client/users
import type { CustomerListQuery, CustomerRefInput, EnableUserInput, InviteInput, UserUpdateInput } from '@fcs/shared/contract/users';
import type { User } from '@fcs/shared/model/entities';
/**
 * The back office's customers (issue 11 · customers, cu). Each resolves with the answer's data or
 * rejects with {status, message}; the success texts are CUSTOMER_MSG's (the api answers the same).
 */
export type Customer = User & {
    version: number;
};
export declare const listCustomers: (query: CustomerListQuery) => Promise<{
    rows: {
        id: string;
        fcs_id: string;
        user_name: string | null;
        phone_number: string | null;
        email: string | null;
        status: "invited" | "signup" | "requested" | "joined" | "disabled";
        updated_date: string | null;
        package_count: number;
    }[];
    total: number;
}>;
export declare const getCustomer: (id: string) => Promise<Customer>;
export declare const inviteCustomer: (body: InviteInput) => Promise<Customer>;
export declare const deleteInvite: (body: CustomerRefInput) => Promise<{
    id: string;
}>;
export declare const acceptRequest: (body: CustomerRefInput) => Promise<Customer>;
export declare const updateCustomer: (body: UserUpdateInput) => Promise<Customer>;
export declare const enableCustomer: (body: EnableUserInput) => Promise<Customer>;

// ── i18n/engine
import { type i18n } from 'i18next';
import { type Language } from '@fcs/shared/model/languages';
export type Catalogue = Record<string, unknown>;
export type CatalogueLoader = () => Promise<{
    default: Catalogue;
} | Catalogue>;
/** An i18next instance holding `english` and reading any other language's namespace through `loaderOf`. */
export declare function createEngine(english: ReadonlyMap<string, Catalogue>, loaderOf: (namespace: string, language: Language) => CatalogueLoader | undefined): Promise<i18n>;
export type Engine = Awaited<ReturnType<typeof createEngine>>;

// ── i18n/index
import type { Locale } from 'antd/es/locale';
import { formatDateTime } from '@fcs/shared/model/format';
import { type Language } from '@fcs/shared/model/languages';
import type { Catalogue, CatalogueLoader } from './engine';
export type { Catalogue };
export type TOptions = Record<string, unknown> & {
    count?: number;
    defaultValue?: string;
};
export type TFunction = (key: string, options?: TOptions) => string;
/** The visitor's remembered choice, else the first of the browser's languages the portal speaks, else English. */
export declare function initialLanguage(): Language;
/** Whether this browser remembers a language its visitor chose. */
export declare const hasChosenLanguage: () => boolean;
/** The current language. */
export declare function currentLanguage(): Language;
/**
 * Switches every app to `language` once its catalogues (and antd's texts) are here, and remembers it
 * in this browser (unless `remember` is false: a page that speaks its reader's language without
 * their choosing, the status page). Saving it with a signed-in person's profile is the shell's part.
 */
export declare function setLanguage(next: Language, { remember }?: {
    remember?: boolean;
}): Promise<void>;
/**
 * Registers an app's namespace: its English texts (bundled, so an English visitor fetches nothing
 * more) and a loader per other language. Idempotent; when two apps bundle the same namespace at
 * different versions, English keys missing from the first are added from the second.
 */
export declare function registerCatalogue(namespace: string, texts: Catalogue, others: Partial<Record<Language, CatalogueLoader>>): void;
/**
 * The English of a namespace, read as i18next reads it: nested keys, {{name}} values, _one/_other
 * forms by `count`, `defaultValue` for a key the catalogue lacks (a test holds the two equal).
 */
export declare function englishT(namespace: string): TFunction;
/** The texts of one namespace in the current language; the screen waits (Suspense) while they load. */
export declare function useT(namespace: string): TFunction;
export declare function useLanguage(): Language;
/**
 * The api speaks the contract's English (its messages are the spec's texts, word for word). A known
 * one is shown in the reader's language: the `messages` catalogue is keyed by the English text
 * itself; anything else (a text with a number in it, a new message) stays as it came.
 */
export declare function messageText(message: string): string;
export declare function useMessageText(): (message: string) => string;
/** A form's messages by field (the contract's texts, as the api says them) in the reader's language. */
export declare function useMessageTexts(): <E extends Partial<Record<string, string>>>(errors: E) => E;
type DateValue = Parameters<typeof formatDateTime>[0];
/**
 * The zone the screens below show times in: undefined is the browser's (a customer's screens);
 * the staff remotes give Eastern Time, the reports' zone (issue 23.2), and their times say "ET".
 */
export declare const DisplayZoneContext: import("react").Context<string | undefined>;
/** Dates and money in the current language (and the screen's zone), built on the contract's one formatting module. */
export declare function useFormat(): {
    language: "en" | "my";
    /** A moment in the screen's zone; on a staff screen (ET) followed by "ET". */
    dateTime: (value: DateValue) => string;
    /** A moment's day in the screen's zone. */
    date: (value: DateValue) => string;
    usd: (amount: number | string | null | undefined) => string;
    usdCents: (amount: number | null | undefined) => string;
    /** A pickup date's id (yyyymmdd) as a date. */
    pickupDay: (id: string | null | undefined) => string;
};
/**
 * antd's locale for the current language (undefined: antd's built-in English). Each app's antd
 * ConfigProvider takes it, since antd is not shared between apps.
 */
export declare function useAntdLocale(): Locale | undefined;

// ── router/index
export { BrowserRouter, Link, MemoryRouter, matchRoutes, Navigate, NavLink, Route, Routes, useLocation, useNavigate, useParams, useSearchParams, } from 'react-router';

// ── session/index
export * from './session';
export * from './notify';
export * from './pickers';
export * from './submit';

// ── session/notify
/** The shell's snackbar: bottom centre, 3 s, green for success, red for failure. */
export interface Notice {
    id: number;
    kind: 'success' | 'error';
    message: string;
}
export declare const noticeAtom: import("jotai").PrimitiveAtom<Notice | null> & {
    init: Notice | null;
};
export declare function useNotify(): {
    success: (message: string) => void;
    error: (message: string) => void;
};

// ── session/pickers
import type { Address } from '@fcs/shared/model/entities';
/** Pickers that return a value to the screen that opened them. */
export interface SelectedCustomer {
    id: string;
    fcs_id: string | null;
    user_name: string | null;
    phone_number: string | null;
}
export declare const selectedCustomerAtom: import("jotai").PrimitiveAtom<SelectedCustomer | null> & {
    init: SelectedCustomer | null;
};
export declare const selectedAddressAtom: import("jotai").PrimitiveAtom<Address | null> & {
    init: Address | null;
};

// ── session/session
import { type Access, type Principal, type Privilege, type UserStatus } from '@fcs/shared/model/access';
import { type RouteKey } from '@fcs/shared/model/routes';
/** The signed-in user as the shell knows it. Remotes read it; only the shell writes it. */
export interface Session {
    /** false until the first sign-in state is known. */
    ready: boolean;
    uid: string | null;
    anonymous: boolean;
    /** Signed in with a real identity (anonymous is not logged in). */
    loggedIn: boolean;
    cid: string | null;
    status: UserStatus | null;
    privileges: string[];
    phoneNumber: string | null;
}
export declare const SIGNED_OUT: Session;
export declare const sessionAtom: import("jotai").PrimitiveAtom<Session> & {
    init: Session;
};
export declare function principalOf(s: Session): Principal;
export declare function useSession(): Session;
export declare function useAllows(access: Access): boolean;
export declare function useCanRoute(route: RouteKey): boolean;
/** The signed-in person as the contract's rules see them. */
export declare function usePrincipal(): Principal;
export declare function useCan(code: Privilege): boolean;

// ── session/submit
export interface SubmitOptions {
    /** The green text on success (the spec's words), or one made from the answer. */
    success: string | ((result: never) => string);
    /**
     * Go back after the call: `success` only when it worked (the spec's create and edit screens),
     * `always` whether or not it worked (the drop-off edit, complete and cancel screens, spec 3 §4).
     */
    back?: 'success' | 'always';
    /** Where "back" goes when the screen was opened directly (nothing to go back to). */
    fallback?: string;
    /** Also told the server's message when the call fails (e.g. to keep it under a field). */
    onError?: (message: string) => void;
}
/**
 * One submit for every form: a busy flag (a second click while busy does nothing), the green
 * success text or the server's message in red in the shell's snackbar, then back when the spec says
 * so. Resolves with the answer, or undefined when the call failed.
 */
export declare function useSubmit(options: SubmitOptions): {
    busy: boolean;
    submit: <T>(call: () => Promise<T>) => Promise<T | undefined>;
    goBack: () => void;
};
