import { Button, Flex, Form, Input, Progress, type InputRef } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { searchCustomers, toFailure } from '@fcs/runtime/client';
import { packageReceiveErrors } from '@fcs/shared/contract/packages';
import type { CustomerHit, Package } from '@fcs/shared/model/entities';
import { TEXT_LIMITS } from '@fcs/shared/model/limits';
import { MAX_PACKAGE_PHOTOS, PACKAGE_MSG } from '@fcs/shared/model/packages';
import { ROUTES } from '@fcs/shared/model/routes';
import { useNotify, type SelectedCustomer } from '@fcs/runtime/session';
import { CustomerSearch } from '@fcs/shared/ui/customer-search';
import { Page, PageHeader, Panel, useLinkStyle } from '@fcs/shared/ui/page-parts';
import { PhotoPicker, type PickedPhoto } from '@fcs/shared/ui/photo-picker';
import { newPackageId, receiveWithPhotos } from '../api/receive';
import { BarcodeScanButton } from './barcode-scan-button';
import { LastReceivedBanner } from './last-received-banner';
import { useMessageText, useMessageTexts } from '@fcs/runtime/i18n';
import { useAdminText } from '../../../i18n';

interface Saved {
  pkg: Package;
  consignee: SelectedCustomer;
}

const red = { color: '#c62828' } as const;

/**
 * /receive-package (issue 11): the warehouse desk. A scanner types the tracking number and Enter
 * (or the phone camera reads it); the consignee is found by FCS ID, name or phone; remark; photos
 * (camera or file) with upload progress. Save receives the package (its first history entry is
 * the desk's) and the screen is ready for the next scan at once: cleared, the tracking field
 * focused, the last one shown.
 */
export function ReceivePackagePage() {
  const [id, setId] = useState(newPackageId);
  const [tracking, setTracking] = useState('');
  const [consignee, setConsignee] = useState<SelectedCustomer | null>(null);
  const [query, setQuery] = useState('');
  const [remark, setRemark] = useState('');
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [errors, setErrors] = useState<Partial<Record<'tracking_id' | 'user_id' | 'remark', string>>>({});
  const [upload, setUpload] = useState<{ done: number; total: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<Saved | null>(null);
  const trackingInput = useRef<InputRef>(null);
  const searchArea = useRef<HTMLDivElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const notify = useNotify();
  const linkStyle = useLinkStyle();
  const t = useAdminText();
  const message = useMessageText();
  const messages = useMessageTexts();

  const focusTracking = () => setTimeout(() => trackingInput.current?.focus(), 0);
  // The scanner types into the tracking field: it has the focus at the start and for each new
  // package (after the consignee search, which takes it when it appears).
  useEffect(() => {
    trackingInput.current?.focus();
  }, [id]);
  const focusNext = (who: SelectedCustomer | null) =>
    setTimeout(() => (who ? saveButton.current?.focus() : searchArea.current?.querySelector('input')?.focus()), 0);

  const choose = useCallback((c: CustomerHit) => {
    const who = { id: c.id, fcs_id: c.fcs_id, user_name: c.user_name, phone_number: c.phone_number };
    setConsignee(who);
    setErrors((e) => ({ ...e, user_id: undefined }));
    focusNext(who);
  }, []);

  const save = async () => {
    if (busy) return;
    const draft = { id, tracking_id: tracking, user_id: consignee?.id ?? '', remark, photos };
    const found = packageReceiveErrors({ id, tracking_id: tracking, user_id: consignee?.id ?? '', remark: remark || null });
    if (Object.keys(found).length) {
      setErrors(messages(found));
      if (found.tracking_id) focusTracking();
      return;
    }
    setBusy(true);
    try {
      const pkg = await receiveWithPhotos(draft, (done, total) => setUpload(total ? { done, total } : null));
      notify.success(`${message(PACKAGE_MSG.received)}: ${pkg.tracking_id}`);
      setLast({ pkg, consignee: consignee! });
      // Ready for the next one at once.
      setId(newPackageId());
      setTracking('');
      setConsignee(null);
      setQuery('');
      setRemark('');
      setPhotos([]);
      setErrors({});
    } catch (e) {
      const { status, message } = toFailure(e);
      notify.error(message);
      if (status === 409) setErrors({ tracking_id: message });
    } finally {
      setBusy(false);
      setUpload(null);
      focusTracking();
    }
  };

  return (
    <Page labelledBy="receive-title" maxWidth={840}>
      <PageHeader id="receive-title" title={t('intake.title')}>
        <Link to={ROUTES.packages.path} style={linkStyle}>
          {t('intake.packagesLink')}
        </Link>
      </PageHeader>
      <LastReceivedBanner last={last} />
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('intake.tracking')}
          htmlFor="intake-tracking"
          validateStatus={errors.tracking_id ? 'error' : undefined}
          help={errors.tracking_id ? <span style={red}>{errors.tracking_id}</span> : t('intake.trackingHelp')}
        >
          <Flex gap={8}>
            <Input
              id="intake-tracking"
              ref={trackingInput}
              autoFocus
              autoComplete="off"
              spellCheck={false}
              value={tracking}
              maxLength={TEXT_LIMITS.trackingId}
              onChange={(e) => {
                setTracking(e.target.value.replace(/\s+/g, ''));
                setErrors((x) => ({ ...x, tracking_id: undefined }));
              }}
              onPressEnter={(e) => {
                e.preventDefault();
                if (tracking.trim()) focusNext(consignee);
              }}
              style={{ fontSize: 18, fontFamily: 'monospace' }}
            />
            <BarcodeScanButton
              onRead={(value) => {
                setTracking(value.replace(/\s+/g, ''));
                focusNext(consignee);
              }}
            />
          </Flex>
        </Form.Item>
        <Form.Item
          label={t('intake.consignee')}
          validateStatus={errors.user_id ? 'error' : undefined}
          help={errors.user_id ? <span style={red}>{errors.user_id}</span> : undefined}
        >
          {consignee ? (
            <Panel label={t('intake.consignee')}>
              <Flex gap={12} align="center" wrap>
                <strong>{consignee.fcs_id}</strong>
                <span>{consignee.user_name}</span>
                <span>{consignee.phone_number}</span>
                <Button
                  size="small"
                  onClick={() => {
                    setConsignee(null);
                    focusNext(null);
                  }}
                >
                  {t('action.change')}
                </Button>
              </Flex>
            </Panel>
          ) : (
            <div ref={searchArea}>
              <CustomerSearch query={query} onQueryChange={setQuery} search={searchCustomers} onSelect={choose} />
            </div>
          )}
        </Form.Item>
        <Form.Item label={t('intake.remark')} htmlFor="intake-remark">
          <Input.TextArea
            id="intake-remark"
            value={remark}
            maxLength={TEXT_LIMITS.remark}
            autoSize={{ minRows: 2, maxRows: 5 }}
            onChange={(e) => setRemark(e.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('intake.photos')}>
          <PhotoPicker
            photos={photos}
            onChange={setPhotos}
            label={tracking || t('intake.package')}
            max={MAX_PACKAGE_PHOTOS}
            disabled={busy}
            onReject={notify.error}
          />
        </Form.Item>
        {upload ? (
          <Progress
            percent={Math.round((upload.done / upload.total) * 100)}
            format={() => t('intake.photosUp', { done: upload.done, total: upload.total })}
            aria-label={t('intake.photoUpload')}
          />
        ) : null}
        <Button ref={saveButton} type="primary" size="large" onClick={save} loading={busy} disabled={busy}>
          {t('action.save')}
        </Button>
      </Form>
    </Page>
  );
}
