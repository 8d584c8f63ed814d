/** Words of the quick-contact bar at the foot of the screen on phones. */
import {translate} from '@docusaurus/Translate';

export const quickContactWords = {
  label: translate({
    id: 'quickContact.label',
    message: 'Quick contact',
    description: 'Accessible name of the bar of call, WhatsApp and quote buttons on phones',
  }),
  call: translate({
    id: 'quickContact.call',
    message: 'Call',
    description: 'Quick-contact button that dials the main line',
  }),
  whatsapp: translate({
    id: 'quickContact.whatsapp',
    message: 'WhatsApp',
    description: 'Quick-contact button that opens a WhatsApp chat',
  }),
  /** The chat's first message, naming the page the visitor is on. */
  whatsappAbout: (topic: string) =>
    translate(
      {
        id: 'quickContact.whatsapp.about',
        message: 'Hello Msingi, I am interested in {topic}',
        description:
          'First message of a WhatsApp chat opened from a page; topic is the page title, e.g. "Residential Construction"',
      },
      {topic},
    ),
  whatsappGeneral: translate({
    id: 'quickContact.whatsapp.general',
    message: 'Hello Msingi, I would like to talk about a building project',
    description: 'First message of a WhatsApp chat opened from the home page',
  }),
} as const;
