import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// Components read only token variables; without them colours, spacing and sizes fall back to nothing.
import '../tokens.css';
import '../../../../.storybook/base.css';

// Testing Library unmounts after each test only when Vitest globals are on; they are off here.
afterEach(() => cleanup());
