import { formatDateTime } from '../model/format';

/** MM/DD/YYYY over hh:mm:ss AM in a table cell: two short lines keep a wide list on a laptop screen. */
export function DateTimeCell({ value }: { value: string | null }) {
  const text = formatDateTime(value);
  if (!text) return <>-</>;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {text.slice(0, 10)}
      <br />
      {text.slice(11)}
    </span>
  );
}
