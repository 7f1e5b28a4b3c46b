import { useUiText } from './ui-text';

/** The red "Not found" of a package whose remark says so (spec 1 §3); its tracking id is then not linked. */
export function NotFoundRemark({ style }: { style?: React.CSSProperties }) {
  const { t } = useUiText();
  return <span style={{ color: '#c62828', fontWeight: 500, ...style }}>{t('package.notFound')}</span>;
}
