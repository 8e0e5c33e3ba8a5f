export { MessagePage } from './message-page.tsx';
export { MessageTypePage } from './message-type-page.tsx';
export { MessageChatPage } from './message-chat-page.tsx';
