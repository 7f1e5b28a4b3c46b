/**
 * The report's print stylesheet: only the report prints (not the portal's top bar, menu, the
 * toolbar, the filters or the pager), landscape, its title, filters and time at the top, the table
 * unclipped with its header on every sheet and no row split between sheets.
 */
export const REPORT_PRINT_CSS = `
.fcs-print-only { display: none; }
@media print {
  @page { size: landscape; margin: 12mm; }
  body * { visibility: hidden !important; }
  .fcs-report, .fcs-report * { visibility: visible !important; }
  .fcs-report { position: absolute; inset: 0 auto auto 0; width: 100%; padding: 0 !important; background: #fff; color: #000; }
  .fcs-report .fcs-no-print { display: none !important; }
  .fcs-report .fcs-print-only { display: block; }
  .fcs-report div { overflow: visible !important; opacity: 1 !important; }
  .fcs-report table { font-size: 9pt; }
  .fcs-report th, .fcs-report td { padding: 4px 6px !important; border-bottom: 1px solid #999 !important; background: #fff !important; }
  .fcs-report thead { display: table-header-group; }
  .fcs-report tr { break-inside: avoid; }
  .fcs-report .ant-pagination, .fcs-report th [aria-hidden] { display: none !important; }
}
`;
