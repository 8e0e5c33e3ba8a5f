/* The points chunk: every points and guess page (they share the components and strings). */
import '../components/points.css';
export { IntegralPage } from './integral-page.tsx';
export { IntegralRechargePage } from './integral-recharge-page.tsx';
export { IntegralDetailPage } from './integral-detail-page.tsx';
export { GuessDetailPage } from './guess-detail-page.tsx';
export { MyGuessPage } from './my-guess-page.tsx';
export { GuessCreatePage } from './guess-create-page.tsx';
