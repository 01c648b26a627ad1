import type { MessageGroup } from '../locales';

export const fileDropZone = {
  'en-IN': {
    choose: 'Choose files',
    chooseOne: 'Choose a file',
    dropHere: 'Drag files here or',
    dropHereOne: 'Drag a file here or',
    dropZone: 'Drop files',
    files: 'Chosen files',
    remove: 'Remove {name}',
    type: '{name} was not added: this type of file is not accepted.',
    size: '{name} was not added: it is larger than {max}.',
    count: '{name} was not added: only one file can be chosen.',
  },
  hi: {
    choose: 'फ़ाइलें चुनें',
    chooseOne: 'फ़ाइल चुनें',
    dropHere: 'फ़ाइलें यहाँ खींचें या',
    dropHereOne: 'फ़ाइल यहाँ खींचें या',
    dropZone: 'फ़ाइलें छोड़ें',
    files: 'चुनी गई फ़ाइलें',
    remove: '{name} हटाएँ',
    type: '{name} नहीं जोड़ी गई: इस प्रकार की फ़ाइल स्वीकार नहीं है।',
    size: '{name} नहीं जोड़ी गई: यह {max} से बड़ी है।',
    count: '{name} नहीं जोड़ी गई: केवल एक फ़ाइल चुनी जा सकती है।',
  },
} satisfies MessageGroup;
