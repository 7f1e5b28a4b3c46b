import { MSG } from '../model/messages';

/** The red "Not found" of a package whose remark says so (spec 1 §3); its tracking id is then not linked. */
export function NotFoundRemark({ style }: { style?: React.CSSProperties }) {
  return <span style={{ color: '#c62828', fontWeight: 500, ...style }}>{MSG.notFound}</span>;
}
