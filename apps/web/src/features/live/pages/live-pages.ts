/* The live chunk: every live page (they share the live components and strings). */
import '../components/live.css';
export { LiveRoomPage, LivePlayPage, LivePlayH5Page, LivePlayNvuePage } from './room-routes.tsx';
export { LiveCreatePage, LiveEditPage } from './live-edit-page.tsx';
export { LiveStartPage, LiveStartNvuePage } from './live-start-page.tsx';
export { MyLivePage, LiveManagePage } from './my-live-page.tsx';
export { AnchorAuthenticationPage } from './anchor-authentication-page.tsx';
