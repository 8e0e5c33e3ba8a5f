/* The console's chunk: every operator page (they share the frame, the components and the strings). */
import '../components/ops.css';
export { OpsQueuePage } from './queue-page.tsx';
export { OpsLogPage } from './log-page.tsx';
export { OpsOverviewPage } from './overview-page.tsx';
export { OpsToolsPage } from './tools-page.tsx';
export { OpsCuratePage } from './curate-page.tsx';
export { OpsOperatorsPage } from './operators-page.tsx';
