import type { MessageGroup } from '../locales';

export const footer = {
  'en-IN': {
    rights: 'All rights reserved.',
    legal: 'Legal',
    quickLinks: 'Quick links',
    reachUs: 'Reach Us',
    social: 'Social media',
    more: 'more...',
  },
  hi: {
    rights: 'सर्वाधिकार सुरक्षित।',
    legal: 'कानूनी',
    quickLinks: 'त्वरित लिंक',
    reachUs: 'संपर्क करें',
    social: 'सोशल मीडिया',
    more: 'और पढ़ें...',
  },
} satisfies MessageGroup;
