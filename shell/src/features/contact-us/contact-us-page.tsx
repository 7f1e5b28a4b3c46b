import { OFFICE_HOURS } from '@fcs/shared/model/constants';
import { type Settings } from '@fcs/shared/model/entities';
import { Button, Descriptions, Result, Spin } from 'antd';
import { useSettings } from '../../settings/use-settings';
import { useMessageText } from '@fcs/runtime/i18n';
import { useShellText } from '../../i18n';

function ContactDetails({ settings }: { settings: Settings }) {
  const { t } = useShellText();
  return (
    <Descriptions
      bordered
      column={1}
      size="middle"
      styles={{ label: { width: 180 } }}
      items={[
        {
          key: 'facebook',
          label: 'Facebook',
          children: settings.facebook_link ? (
            <a href={settings.facebook_link} target="_blank" rel="noreferrer">
              {settings.facebook_link}
            </a>
          ) : null,
        },
        { key: 'address', label: t('contact.address'), children: <span style={{ whiteSpace: 'pre-line' }}>{settings.usa_address}</span> },
        {
          key: 'phone',
          label: t('contact.phone'),
          children: <a href={`tel:${settings.usa_contact_number.replace(/[^\d+]/g, '')}`}>{settings.usa_contact_number}</a>,
        },
        { key: 'email', label: t('contact.email'), children: <a href={`mailto:${settings.email_address}`}>{settings.email_address}</a> },
        ...(settings.emails.length > 0
          ? [
              {
                key: 'emails',
                label: t('contact.otherEmails'),
                children: (
                  <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                    {settings.emails.map((e) => (
                      <li key={e}>
                        <a href={`mailto:${e}`}>{e}</a>
                      </li>
                    ))}
                  </ul>
                ),
              },
            ]
          : []),
        {
          key: 'hours',
          label: t('contact.hours'),
          children: (
            <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
              {OFFICE_HOURS.map((h, i) => (
                <li key={h.days}>{i === 0 ? t('contact.weekdays') : t('contact.sunday')}</li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}

/** Contact Us (spec 1 §1): the settings record and the office hours; public. */
export function ContactUsPage() {
  const { settings, error, loading, reload } = useSettings();
  const { t } = useShellText();
  const message = useMessageText();
  return (
    <section style={{ background: '#fff', borderRadius: 8, padding: 20 }}>
      <h1 style={{ margin: '0 0 16px', fontSize: 22 }}>{t('route.contactUs')}</h1>
      {loading && (
        <div style={{ display: 'flex', justifyContent: 'center', padding: 32 }}>
          <Spin size="large" />
        </div>
      )}
      {!loading && error && (
        <Result
          status="warning"
          title={t('contact.failed')}
          subTitle={message(error)}
          extra={
            <Button type="primary" onClick={reload}>
              {t('action.retry')}
            </Button>
          }
        />
      )}
      {!loading && settings && <ContactDetails settings={settings} />}
    </section>
  );
}
