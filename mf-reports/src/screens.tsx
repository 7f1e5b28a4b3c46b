import { REPORT_TIME_ZONE } from '@fcs/shared/model/constants';
import { defineScreens } from '@fcs/shared/ui/remote-screens';

/**
 * The one exposed module (./screens): the screens of mf_reports (spec 3 §2), each loaded when first
 * shown, so that the templates list never carries the editor's or the viewer's code.
 */
export default defineScreens(
  {
    Templates: () => import('./features/templates/components/templates-page').then((m) => m.TemplatesPage),
    TemplateEditor: () => import('./features/template-editor/components/template-editor-page').then((m) => m.TemplateEditorPage),
    Reports: () => import('./features/report-viewer/components/reports-page').then((m) => m.ReportsPage),
  },
  { timeZone: REPORT_TIME_ZONE },
);
