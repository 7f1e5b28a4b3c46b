import { Alert, Button, Progress, Radio, Space, theme } from 'antd';
import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { importFile, type ImportAnswer } from '@fcs/runtime/client';
import {
  IMPORT_COLUMNS,
  IMPORT_KINDS,
  IMPORT_MAX_BYTES,
  importSample,
  isImportKind,
  type ImportError,
  type ImportKind,
} from '@fcs/shared/model/imports';
import { formatCount } from '@fcs/shared/model/format';
import { routePath } from '@fcs/shared/model/routes';
import type { DataTableColumn } from '@fcs/shared/ui/data-table';
import { ListView } from '@fcs/shared/ui/list-view';
import { Muted, Page, PageHeader, Panel } from '@fcs/shared/ui/page-parts';
import { useAdminText } from '../../../i18n';
import { percentOf, sizeText, type ImportRun } from '../utils/import-run';

const ERRORS_PAGE = 10;
/** Where the imported rows are seen afterwards. */
const LIST_OF: Record<ImportKind, 'users' | 'packages'> = { customers: 'users', addresses: 'users', packages: 'packages' };

/**
 * /import (issue 32, admin and sa): a forwarder's customers, addresses and packages from CSV files.
 * The file is checked as soon as it is chosen (a dry run: the counts and every row's error), then
 * imported with its progress, all or nothing; the api does the work (POST /imports/{kind}).
 */
export function ImportPage() {
  const t = useAdminText();
  const { token } = theme.useToken();
  const [params, setParams] = useSearchParams();
  const kind: ImportKind = isImportKind(params.get('kind') ?? '') ? (params.get('kind') as ImportKind) : 'customers';
  const [file, setFile] = useState<File | null>(null);
  const [run, setRun] = useState<ImportRun>({ state: 'idle' });
  const [errorsPage, setErrorsPage] = useState(1);
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const sampleUrl = useMemo(() => URL.createObjectURL(new Blob([importSample(kind)], { type: 'text/csv' })), [kind]);
  useEffect(() => () => URL.revokeObjectURL(sampleUrl), [sampleUrl]);

  const start = (chosen: File, dryRun: boolean) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setErrorsPage(1);
    setRun({ state: 'running', dryRun, step: null });
    importFile(kind, chosen, { dryRun, signal: controller.signal, onStep: (step) => setRun({ state: 'running', dryRun, step }) }).then(
      (answer) => !controller.signal.aborted && setRun({ state: 'done', dryRun, answer }),
      (e: { message?: string }) => !controller.signal.aborted && setRun({ state: 'failed', dryRun, message: e.message ?? String(e) }),
    );
  };

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    setFile(chosen);
    if (!chosen) return setRun({ state: 'idle' });
    if (chosen.size > IMPORT_MAX_BYTES) return setRun({ state: 'failed', dryRun: true, message: t('import.tooLarge') });
    start(chosen, true);
  };

  const reset = (next: ImportKind = kind) => {
    abort.current?.abort();
    setFile(null);
    setRun({ state: 'idle' });
    if (input.current) input.current.value = '';
    if (next !== kind) setParams({ kind: next }, { replace: true });
  };

  const columns: DataTableColumn<(typeof IMPORT_COLUMNS)[ImportKind][number]>[] = [
    { key: 'name', title: t('import.columns.name'), render: (c) => <code>{c.name}</code> },
    { key: 'required', title: t('import.columns.required'), render: (c) => (c.required ? t('import.required') : t('import.optional')) },
    {
      key: 'description',
      title: t('import.columns.description'),
      render: (c) => t(`import.describe.${kind}.${c.name}`, { defaultValue: c.description }),
    },
  ];
  const errorColumns: DataTableColumn<ImportError>[] = [
    { key: 'row', title: t('import.errors.row'), width: 72, render: (e) => (e.row ? formatCount(e.row) : '') },
    { key: 'column', title: t('import.errors.column'), width: 140, render: (e) => (e.column ? <code>{e.column}</code> : '') },
    { key: 'message', title: t('import.errors.message'), render: (e) => e.message },
  ];

  const answer: ImportAnswer | null = run.state === 'done' ? run.answer : null;
  const result = answer?.result ?? null;
  const errorCount = result ? (result.error_count ?? result.errors.length) : 0;
  const checkedClean = run.state === 'done' && run.dryRun && answer?.ok && errorCount === 0;
  const imported = run.state === 'done' && !run.dryRun && answer?.ok;
  const percent = run.state === 'running' ? percentOf(run.step) : 100;
  const stepText =
    run.state !== 'running' || !run.step
      ? t(run.state === 'running' && !run.dryRun ? 'import.progress.starting' : 'import.progress.sending')
      : run.step.step === 'upload'
        ? t('import.progress.upload', { sent: sizeText(run.step.sent), total: sizeText(run.step.total) })
        : t(`import.progress.${run.step.phase}`, { done: formatCount(run.step.done), total: formatCount(run.step.total) });

  return (
    <Page labelledBy="import-title" maxWidth={1000}>
      <PageHeader id="import-title" title={t('import.title')} />
      <p style={{ marginTop: 0 }}>{t('import.intro')}</p>

      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <div>
          <div id="import-kind-label" style={{ fontWeight: 600, marginBottom: 8 }}>
            {t('import.kind')}
          </div>
          <Radio.Group
            aria-labelledby="import-kind-label"
            optionType="button"
            buttonStyle="solid"
            value={kind}
            onChange={(e) => reset(e.target.value as ImportKind)}
            options={IMPORT_KINDS.map((k) => ({ value: k, label: t(`import.kinds.${k}`) }))}
          />
        </div>

        <Panel title={t('import.columnsTitle')} label={t('import.columnsTitle')}>
          <div style={{ padding: '0 16px 16px' }}>
            <Muted>{t('import.format')}</Muted>
            <ListView
              label={t('import.columnsTitle')}
              columns={columns}
              rows={IMPORT_COLUMNS[kind]}
              total={IMPORT_COLUMNS[kind].length}
              rowKey={(c) => c.name}
              page={1}
              pageSize={IMPORT_COLUMNS[kind].length}
              sort={null}
              onChange={() => {}}
              loading={false}
              paged={false}
              emptyText=""
            />
            <a href={sampleUrl} download={`${kind}.csv`}>
              {t('import.sample', { file: `${kind}.csv` })}
            </a>
          </div>
        </Panel>

        <div>
          <label htmlFor="import-file" style={{ display: 'block', fontWeight: 600, marginBottom: 8 }}>
            {t('import.file', { kind: t(`import.kinds.${kind}`) })}
          </label>
          <input
            id="import-file"
            ref={input}
            type="file"
            accept=".csv,text/csv,text/plain"
            onChange={choose}
            disabled={run.state === 'running'}
            style={{ maxWidth: '100%' }}
          />
          {file ? (
            <div style={{ marginTop: 4 }}>
              <Muted>{t('import.chosen', { name: file.name, size: sizeText(file.size) })}</Muted>
            </div>
          ) : null}
        </div>

        <div aria-live="polite" aria-atomic="true">
          {run.state === 'running' ? (
            <div>
              <div>{stepText}</div>
              <Progress percent={percent} status="active" aria-label={t('import.progress.label')} />
            </div>
          ) : null}
          {run.state === 'failed' ? (
            <Alert
              type="error"
              showIcon
              title={run.message}
              action={
                file ? (
                  <Button size="small" onClick={() => start(file, run.dryRun)}>
                    {t('import.retry')}
                  </Button>
                ) : null
              }
            />
          ) : null}
          {answer && !result ? <Alert type="error" showIcon title={answer.message} description={t('import.fileRefused')} /> : null}
          {result ? (
            <Alert
              type={errorCount ? 'error' : 'success'}
              showIcon
              title={errorCount ? t('import.hasErrors', { count: errorCount }) : imported ? t('import.imported') : t('import.checked')}
              description={
                <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))', gap: 8, margin: 0 }}>
                  {(
                    [
                      ['rows', result.rows],
                      [imported ? 'created' : 'toCreate', result.created],
                      [imported ? 'updated' : 'toUpdate', result.updated],
                      ['unchanged', result.unchanged],
                      ['errors', errorCount],
                    ] as const
                  ).map(([key, n]) => (
                    <div key={key}>
                      <dt style={{ color: token.colorTextSecondary }}>{t(`import.counts.${key}`)}</dt>
                      <dd style={{ margin: 0, fontSize: 20, fontWeight: 600 }}>{formatCount(n)}</dd>
                    </div>
                  ))}
                </dl>
              }
            />
          ) : null}
        </div>

        {result && errorCount > 0 ? (
          <section aria-labelledby="import-errors-title">
            <h2 id="import-errors-title" style={{ fontSize: 16 }}>
              {t('import.errors.title')}
            </h2>
            <p style={{ marginTop: 0 }}>{t('import.errors.help')}</p>
            <ListView
              label={t('import.errors.title')}
              columns={errorColumns}
              rows={result.errors.slice((errorsPage - 1) * ERRORS_PAGE, errorsPage * ERRORS_PAGE)}
              total={result.errors.length}
              rowKey={(e) => `${e.row}:${e.column}:${e.message}`}
              page={errorsPage}
              pageSize={ERRORS_PAGE}
              pageSizes={[ERRORS_PAGE]}
              sort={null}
              onChange={(next) => setErrorsPage(next.page)}
              loading={false}
              emptyText=""
            />
          </section>
        ) : null}

        <Space wrap>
          {checkedClean && file && result && result.created + result.updated > 0 ? (
            <Button type="primary" onClick={() => start(file, false)}>
              {t('import.run', { count: result.created + result.updated })}
            </Button>
          ) : null}
          {checkedClean && result && result.created + result.updated === 0 ? <Muted>{t('import.nothingToDo')}</Muted> : null}
          {imported ? <Link to={routePath(LIST_OF[kind])}>{t(`import.open.${LIST_OF[kind]}`)}</Link> : null}
          {run.state === 'done' || run.state === 'failed' ? <Button onClick={() => reset()}>{t('import.another')}</Button> : null}
        </Space>
      </Space>
    </Page>
  );
}
