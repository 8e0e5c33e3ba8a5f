import { create } from 'zustand';

interface MessagesState {
  messageCount: number;
  setMessageCount: (count: number) => void;
}

export const useMessagesStore = create<MessagesState>()((set) => ({
  messageCount: 0,
  setMessageCount: (messageCount) => set({ messageCount: Math.max(0, messageCount) }),
}));
