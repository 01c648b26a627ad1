import type { MessageGroup } from '../locales';

export const notificationBell = {
  'en-IN': {
    label: 'Notifications',
    labelUnread: 'Notifications, {count} unread',
    title: 'Notifications',
    unread: 'Unread',
    markAllRead: 'Mark all as read',
    empty: "You're all caught up",
    loading: 'Loading notifications',
  },
  hi: {
    label: 'सूचनाएँ',
    labelUnread: 'सूचनाएँ, {count} अपठित',
    title: 'सूचनाएँ',
    unread: 'अपठित',
    markAllRead: 'सभी को पढ़ा हुआ चिह्नित करें',
    empty: 'आपने सब कुछ देख लिया है',
    loading: 'सूचनाएँ लोड हो रही हैं',
  },
} satisfies MessageGroup;
