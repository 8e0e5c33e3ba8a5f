/* The public shop page's chunk (a buyer's page: the desk's pages stay out of it). */
import '../components/merchant.css';
export { MchDetailPage } from './mch-detail-page.tsx';
