import { Alert, Button, Flex, Form, Input, Segmented, Switch } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import type { InputRef } from 'antd';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { listEmailFormats, updateEmailFormat } from '@fcs/runtime/client';
import { emailFormatUpdateSchema, FORMAT_LIMITS, settingsFormErrors } from '@fcs/shared/contract/settings';
import { useAsync } from '@fcs/shared/hooks/use-async';
import { useSmallArea } from '@fcs/shared/hooks/use-small-area';
import type { EmailFormat } from '@fcs/shared/model/entities';
import type { EmailFormatId } from '@fcs/shared/model/notifications';
import { FORMAT_VARIABLES, insertVariable, SETTINGS_MSG } from '@fcs/shared/model/settings';
import { useSubmit } from '@fcs/runtime/session';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { Muted, SectionTitle } from '@fcs/shared/ui/page-parts';
import { FormatPreview } from './format-preview';
import { LANGUAGES, type Language } from '@fcs/shared/model/languages';
import { useAdminText } from '../../../i18n';
import { useMessageTexts } from '@fcs/runtime/i18n';

type TextField = 'subject' | 'message' | 'sms';
type DraftField = TextField | 'subject_my' | 'message_my' | 'sms_my';
type Draft = Pick<EmailFormat, DraftField | 'enable_send_email' | 'enable_send_sms'>;
const draftOf = (f: EmailFormat): Draft => ({
  subject: f.subject,
  message: f.message,
  sms: f.sms,
  subject_my: f.subject_my,
  message_my: f.message_my,
  sms_my: f.sms_my,
  enable_send_email: f.enable_send_email,
  enable_send_sms: f.enable_send_sms,
});
/** The draft's field of a text in a language: English is the spec's subject, message and sms; Burmese beside it (issue 24). */
const fieldIn = (field: TextField, language: Language): DraftField => (language === 'en' ? field : `${field}_my`);

/** One of the five Email/SMS Format pages (spec 2 §2): PUT /email_formats. */
export function EmailFormatPanel({ formatId, title }: { formatId: EmailFormatId; title: string }) {
  const formats = useAsync('settings:email-formats', listEmailFormats);
  if (formats.error) return <LoadFailure error={formats.error} what="emailFormats" onRetry={formats.reload} />;
  const format = formats.data?.find((f) => f.id === formatId);
  if (!format) return <SectionTitle>{title}</SectionTitle>;
  return <FormatEditor key={formatId} format={format} formatId={formatId} title={title} onSaved={formats.reload} />;
}

function FormatEditor({
  format,
  formatId,
  title,
  onSaved,
}: {
  format: EmailFormat;
  formatId: EmailFormatId;
  title: string;
  onSaved: () => void;
}) {
  const t = useAdminText();
  const messages = useMessageTexts();
  const [draft, setDraft] = useState<Draft>(() => draftOf(format));
  // Which version the three boxes edit; the switches and Update are the format's, for both.
  const [language, setLanguage] = useState<Language>('en');
  const key = (field: TextField) => fieldIn(field, language);
  useEffect(() => setDraft(draftOf(format)), [format]);
  const small = useSmallArea();
  const { submit, busy } = useSubmit({ success: SETTINGS_MSG.formatsUpdated });
  const body = { id: formatId, ...draft };
  const errors = messages(settingsFormErrors(emailFormatUpdateSchema, body));
  const changed = JSON.stringify(draft) !== JSON.stringify(draftOf(format));

  // Where a variable goes: the field last focused and its selection there.
  const cursor = useRef<{ field: TextField; start: number; end: number }>({
    field: 'message',
    start: format.message.length,
    end: format.message.length,
  });
  const subjectRef = useRef<InputRef>(null);
  const messageRef = useRef<TextAreaRef>(null);
  const smsRef = useRef<TextAreaRef>(null);
  const elementOf = (field: TextField): HTMLInputElement | HTMLTextAreaElement | null | undefined =>
    field === 'subject' ? subjectRef.current?.input : (field === 'message' ? messageRef : smsRef).current?.resizableTextArea?.textArea;
  const remember = (field: TextField) => (e: SyntheticEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const el = e.currentTarget;
    cursor.current = { field, start: el.selectionStart ?? el.value.length, end: el.selectionEnd ?? el.value.length };
  };
  const pending = useRef<{ field: TextField; at: number } | null>(null);
  useEffect(() => {
    if (!pending.current) return;
    const { field, at } = pending.current;
    pending.current = null;
    const el = elementOf(field);
    el?.focus();
    el?.setSelectionRange(at, at);
  });

  const insert = (name: string) => {
    const { field, start, end } = cursor.current;
    const next = insertVariable(draft[key(field)], name, start, end);
    setDraft({ ...draft, [key(field)]: next.text });
    cursor.current = { field, start: next.cursor, end: next.cursor };
    pending.current = { field, at: next.cursor };
  };

  const textProps = (field: TextField) => ({
    value: draft[key(field)],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key(field)]: e.target.value }),
    onSelect: remember(field),
    onFocus: remember(field),
    onKeyUp: remember(field),
    onClick: remember(field),
    status: errors[key(field)] ? ('error' as const) : undefined,
    lang: language,
  });
  const help = (field: TextField) => ({
    validateStatus: errors[key(field)] ? ('error' as const) : undefined,
    // An empty Burmese text is allowed: that channel's notice goes out in English.
    help: errors[key(field)] ?? (language !== 'en' && !draft[key(field)].trim() ? t('formats.fallsBack') : undefined),
  });
  const texts = { subject: draft[key('subject')], message: draft[key('message')], sms: draft[key('sms')] };
  const languageName = LANGUAGES.find((l) => l.code === language)?.name ?? language;

  return (
    <section aria-labelledby="format-title">
      <SectionTitle>
        <span id="format-title">{title}</span>
      </SectionTitle>
      <div style={{ display: small ? 'block' : 'flex', gap: 24, alignItems: 'flex-start' }}>
        <Form layout="vertical" requiredMark={false} style={{ flex: '3 1 0', minWidth: 0 }}>
          <Segmented<Language>
            aria-label={t('formats.version')}
            value={language}
            onChange={setLanguage}
            options={LANGUAGES.map((l) => ({ value: l.code, label: <span lang={l.code}>{l.name}</span> }))}
            style={{ marginBottom: 12 }}
          />
          {language !== 'en' ? (
            <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('formats.burmeseHint', { language: languageName })} />
          ) : null}
          {/* Each button is named by what it shows (%name%), the group by the words above it (WCAG 2.5.3). */}
          <div role="group" aria-labelledby="format-variables" style={{ marginBottom: 12 }}>
            <Muted>
              <span id="format-variables">{t('formats.insert')}</span>
            </Muted>
            <Flex wrap gap={4} style={{ marginTop: 4 }}>
              {FORMAT_VARIABLES[formatId].map((name) => (
                <Button key={name} size="small" onMouseDown={(e) => e.preventDefault()} onClick={() => insert(name)}>
                  %{name}%
                </Button>
              ))}
            </Flex>
          </div>
          <Form.Item label={t('formats.subject')} {...help('subject')}>
            <Input ref={subjectRef} aria-label={t('formats.subject')} maxLength={FORMAT_LIMITS.subject} {...textProps('subject')} />
          </Form.Item>
          <Form.Item label={t('formats.message')} {...help('message')}>
            <Input.TextArea
              ref={messageRef}
              aria-label={t('formats.message')}
              rows={23}
              maxLength={FORMAT_LIMITS.message}
              {...textProps('message')}
            />
          </Form.Item>
          <Form.Item label={t('formats.sms')} {...help('sms')}>
            <Input.TextArea ref={smsRef} aria-label={t('formats.sms')} rows={5} maxLength={FORMAT_LIMITS.sms} {...textProps('sms')} />
          </Form.Item>
          <Flex wrap gap={24} style={{ marginBottom: 16 }}>
            <label>
              <Switch
                checked={draft.enable_send_email}
                onChange={(on) => setDraft({ ...draft, enable_send_email: on })}
                aria-label={t('formats.enableEmail')}
              />{' '}
              {t('formats.enableEmail')}
            </label>
            <label>
              <Switch
                checked={draft.enable_send_sms}
                onChange={(on) => setDraft({ ...draft, enable_send_sms: on })}
                aria-label={t('formats.enableSms')}
              />{' '}
              {t('formats.enableSms')}
            </label>
          </Flex>
          <Button
            type="primary"
            loading={busy}
            disabled={Object.keys(errors).length > 0 || !changed}
            onClick={async () => {
              if (await submit(() => updateEmailFormat(body))) onSaved();
            }}
          >
            {t('formats.update')}
          </Button>
        </Form>
        <div style={{ flex: '2 1 0', minWidth: 0, marginTop: small ? 24 : 0 }}>
          <FormatPreview formatId={formatId} texts={texts} language={language} />
        </div>
      </div>
    </section>
  );
}
