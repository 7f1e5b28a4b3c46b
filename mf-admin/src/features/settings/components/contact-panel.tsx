import { Button, Form, Input, InputNumber } from 'antd';
import { useEffect, useState } from 'react';
import { getSettings, updateSettings } from '@fcs/runtime/client';
import { settingsFormErrors, settingsUpdateSchema, type SettingsUpdateInput } from '@fcs/shared/contract/settings';
import { useAsync } from '@fcs/shared/hooks/use-async';
import type { Settings } from '@fcs/shared/model/entities';
import { TEXT_LIMITS } from '@fcs/shared/model/limits';
import { SETTINGS_MSG } from '@fcs/shared/model/settings';
import { useSubmit } from '@fcs/runtime/session';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { Muted, SectionTitle } from '@fcs/shared/ui/page-parts';
import { useMessageTexts } from '@fcs/runtime/i18n';
import { useAdminText } from '../../../i18n';

type Draft = Omit<SettingsUpdateInput, 'office_lat' | 'office_lng'> & { office_lat: number | null; office_lng: number | null };
const draftOf = (s: Settings): Draft => ({
  facebook_link: s.facebook_link,
  usa_address: s.usa_address,
  usa_contact_number: s.usa_contact_number,
  email_address: s.email_address,
  office_lat: s.office_lat,
  office_lng: s.office_lng,
});

/** The text fields, each labelled by "settings.contact.<key>". */
const TEXT_FIELDS = [
  { key: 'facebook_link', max: TEXT_LIMITS.url },
  { key: 'usa_address', max: TEXT_LIMITS.addressLine },
  { key: 'usa_contact_number', max: TEXT_LIMITS.phone },
  { key: 'email_address', max: TEXT_LIMITS.email },
] as const;

/** Contact and Office (beyond spec 2, which only reads them): the contact block and the route map's office location. */
export function ContactPanel() {
  const t = useAdminText();
  const messages = useMessageTexts();
  const settings = useAsync('settings:record', getSettings);
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => setDraft(settings.data ? draftOf(settings.data) : null), [settings.data]);
  const { submit, busy } = useSubmit({ success: SETTINGS_MSG.settingsUpdated });
  if (settings.error) return <LoadFailure error={settings.error} what="settings" onRetry={settings.reload} />;
  if (!draft) return <SectionTitle>{t('settings.contact.title')}</SectionTitle>;
  const errors = messages(settingsFormErrors(settingsUpdateSchema, draft));
  const item = (key: string) => ({ validateStatus: errors[key] ? ('error' as const) : undefined, help: errors[key] });

  return (
    <section aria-labelledby="contact-title" style={{ maxWidth: 560 }}>
      <SectionTitle>
        <span id="contact-title">{t('settings.contact.title')}</span>
      </SectionTitle>
      <Muted>{t('settings.contact.hint')}</Muted>
      <Form layout="vertical" requiredMark={false} style={{ marginTop: 12 }}>
        {TEXT_FIELDS.map((f) => (
          <Form.Item key={f.key} label={t(`settings.contact.${f.key}`)} {...item(f.key)}>
            <Input
              aria-label={t(`settings.contact.${f.key}`)}
              value={draft[f.key] ?? ''}
              maxLength={f.max}
              onChange={(e) => setDraft({ ...draft, [f.key]: e.target.value })}
            />
          </Form.Item>
        ))}
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Form.Item label={t('settings.contact.lat')} {...item('office_lat')} style={{ flex: '1 1 160px' }}>
            <InputNumber
              aria-label={t('settings.contact.lat')}
              style={{ width: '100%' }}
              step={0.0001}
              value={draft.office_lat}
              onChange={(v) => setDraft({ ...draft, office_lat: v })}
            />
          </Form.Item>
          <Form.Item label={t('settings.contact.lng')} {...item('office_lng')} style={{ flex: '1 1 160px' }}>
            <InputNumber
              aria-label={t('settings.contact.lng')}
              style={{ width: '100%' }}
              step={0.0001}
              value={draft.office_lng}
              onChange={(v) => setDraft({ ...draft, office_lng: v })}
            />
          </Form.Item>
        </div>
        <Button
          type="primary"
          loading={busy}
          disabled={Object.keys(errors).length > 0}
          onClick={async () => {
            const parsed = settingsUpdateSchema.safeParse(draft);
            if (parsed.success && (await submit(() => updateSettings(parsed.data)))) settings.reload();
          }}
        >
          {t('action.update')}
        </Button>
      </Form>
    </section>
  );
}
