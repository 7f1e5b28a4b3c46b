import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Flex, Form, Input, Select, theme } from 'antd';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router-dom';
import { createTemplate, getReportMeta, getReportObjects, getTemplate, updateTemplate } from '@fcs/runtime/client';
import { useAsync } from '@fcs/shared/hooks/use-async';
import type { ReportTemplate } from '@fcs/shared/model/entities';
import { TEMPLATE_LIMITS, TEMPLATE_MSG, type ReportObject } from '@fcs/shared/model/report-templates';
import { ROUTES } from '@fcs/shared/model/routes';
import { useSubmit } from '@fcs/runtime/session';
import { LoadFailure } from '@fcs/shared/ui/load-failure';
import { Page, PageTitle } from '@fcs/shared/ui/page-parts';
import {
  chooseField,
  draftErrors,
  draftOf,
  emptyDraft,
  hasErrors,
  moveCard,
  newField,
  templateInput,
  type DraftErrors,
  type TemplateDraft,
} from '../utils/template-draft';
import { useReportsText } from '../../../i18n';
import { FieldCard } from './field-card';

function TemplateForm({ initial }: { initial: TemplateDraft }) {
  const { token } = theme.useToken();
  const t = useReportsText();
  const [draft, setDraft] = useState(initial);
  const [shownErrors, setShownErrors] = useState<DraftErrors | null>(null);
  const [announce, setAnnounce] = useState('');
  const handles = useRef(new Map<string, HTMLButtonElement | null>());
  const focusKey = useRef<string | null>(null);
  const objects = useAsync('report-objects', getReportObjects);
  const meta = useAsync(`report-meta:${draft.object}`, async () => (draft.object ? getReportMeta(draft.object) : null));
  const metaFields = meta.data?.fields ?? [];
  const editing = !!draft.id;
  const { busy, submit } = useSubmit({
    success: editing ? TEMPLATE_MSG.updated : TEMPLATE_MSG.created,
    back: 'success',
    fallback: ROUTES.templates.path,
  });
  // Errors show after the first Save, then follow every change.
  const errors = shownErrors ? draftErrors(draft, meta.data ? metaFields : null, t) : null;

  useEffect(() => {
    if (focusKey.current) handles.current.get(focusKey.current)?.focus();
    focusKey.current = null;
  });

  const update = (change: (d: TemplateDraft) => TemplateDraft) => setDraft((d) => change(d));
  const move = (from: number, to: number) => {
    const card = draft.fields[from];
    if (!card || to < 0 || to >= draft.fields.length || to === from) return;
    focusKey.current = card.key;
    update((d) => ({ ...d, fields: moveCard(d.fields, from, to) }));
    setAnnounce(
      t('editor.moved', { name: card.display_name || card.field_name || t('editor.field'), position: to + 1, count: draft.fields.length }),
    );
  };

  const save = async (e?: FormEvent) => {
    e?.preventDefault();
    const found = draftErrors(draft, meta.data ? metaFields : null, t);
    setShownErrors(found);
    if (hasErrors(found)) return;
    const body = templateInput(draft);
    await submit(() => (body.id ? updateTemplate({ ...body, id: body.id }) : createTemplate(body)));
  };

  return (
    <form onSubmit={save} noValidate>
      <Form layout="vertical" component={false}>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', columnGap: 16, maxWidth: 720 }}>
          <Form.Item
            label={t('editor.name')}
            htmlFor="template-name"
            required
            validateStatus={errors?.name ? 'error' : undefined}
            help={errors?.name}
          >
            <Input
              id="template-name"
              value={draft.name}
              maxLength={TEMPLATE_LIMITS.name + 20}
              onChange={(e) => update((d) => ({ ...d, name: e.target.value }))}
            />
          </Form.Item>
          <Form.Item
            label={t('editor.object')}
            htmlFor="template-object"
            required
            validateStatus={errors?.object || objects.error ? 'error' : undefined}
            help={errors?.object ?? (objects.error ? t('editor.objectsFailed', { reason: objects.error.message }) : undefined)}
          >
            <Select
              id="template-object"
              placeholder={t('editor.chooseObject')}
              loading={objects.loading}
              value={draft.object || undefined}
              options={(objects.data ?? []).map((o) => ({ value: o.name, label: o.display_name }))}
              onChange={(object: ReportObject) =>
                // Another object: its fields are not this one's, so each card chooses again.
                update((d) => ({
                  ...d,
                  object,
                  fields: object === d.object ? d.fields : d.fields.map((f) => ({ ...f, field_name: '', dropdown_display_field: '' })),
                }))
              }
            />
          </Form.Item>
        </div>
      </Form>
      <Flex align="center" justify="space-between" wrap gap={8} style={{ margin: '20px 0 8px' }}>
        <h2 style={{ margin: 0, fontSize: token.fontSizeHeading5, fontWeight: 600, color: token.colorTextHeading }}>
          {t('editor.fields')}
        </h2>
        <Button icon={<PlusOutlined />} onClick={() => update((d) => ({ ...d, fields: [...d.fields, newField()] }))}>
          {t('editor.addField')}
        </Button>
      </Flex>
      {meta.error ? (
        <Alert type="error" showIcon title={t('editor.fieldsFailed', { object: draft.object })} description={meta.error.message} />
      ) : null}
      {errors?.fields ? (
        <div role="alert" style={{ color: token.colorError, marginBottom: 8 }}>
          {errors.fields}
        </div>
      ) : null}
      <div aria-live="polite" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {announce}
      </div>
      <ol aria-label={t('editor.fields')} style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: 0, margin: '0 0 16px' }}>
        {draft.fields.map((card, index) => (
          <FieldCard
            key={card.key}
            card={card}
            index={index}
            count={draft.fields.length}
            meta={metaFields}
            errors={errors?.cards[card.key]}
            handleRef={(el) => {
              handles.current.set(card.key, el);
            }}
            onChange={(next) => update((d) => ({ ...d, fields: d.fields.map((f) => (f.key === card.key ? next : f)) }))}
            onChooseField={(name) =>
              update((d) => ({
                ...d,
                fields: d.fields.map((f) =>
                  f.key === card.key
                    ? chooseField(
                        f,
                        metaFields.find((m) => m.field_name === name),
                        metaFields.find((m) => m.field_name === f.field_name),
                      )
                    : f,
                ),
              }))
            }
            onMove={(to) => move(index, to)}
            onDropAt={(from) => move(from, index)}
            onRemove={() => update((d) => ({ ...d, fields: d.fields.filter((f) => f.key !== card.key) }))}
          />
        ))}
      </ol>
      <Flex gap={8} justify="flex-end">
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('action.save')}
        </Button>
      </Flex>
    </form>
  );
}

/** /template-edit/{templateId}: the saved template. */
function EditTemplate({ templateId }: { templateId: string }) {
  const { data, error, loading, reload } = useAsync<ReportTemplate>(`template:${templateId}`, () => getTemplate(templateId));
  const { token } = theme.useToken();
  const t = useReportsText();
  if (error) return <LoadFailure error={error} what="template" onRetry={reload} />;
  if (loading || !data) return <div style={{ color: token.colorTextSecondary, padding: 24 }}>{t('list.loading')}</div>;
  return <TemplateForm key={data.id} initial={draftOf(data)} />;
}

/**
 * /new-template and /template-edit/{templateId} (spec 3 §2, sa): Name, Object (GET /api/objs),
 * the field cards (fields from GET /api/meta/{object}) with Add Field and their order, and Save
 * (POST or PUT /templates).
 */
export function TemplateEditorPage() {
  const { templateId } = useParams();
  const t = useReportsText();
  return (
    <Page labelledBy="template-title" maxWidth={1100}>
      <PageTitle id="template-title">{templateId ? t('editor.editTitle') : t('editor.newTitle')}</PageTitle>
      {templateId ? <EditTemplate templateId={templateId} /> : <TemplateForm initial={emptyDraft()} />}
    </Page>
  );
}
