#!/usr/bin/env node
// Writes the hostile-words fixture (see hostileFixture.ts) for the second test build.
import createJiti from 'jiti';

await createJiti(import.meta.filename)('./hostileFixture.ts').writeHostileFixture();
