#!/usr/bin/env node
// Writes the photo fixture (see photoFixture.ts) for the second test build.
import createJiti from 'jiti';

await createJiti(import.meta.filename)('./photoFixture.ts').writePhotoFixture();
