import {FrontMatterError} from '../frontMatter';

/** The FrontMatterError that `build` throws; the test fails when it throws nothing or something else. */
export function frontMatterError(build: () => unknown): FrontMatterError {
  try {
    build();
  } catch (error) {
    if (error instanceof FrontMatterError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected the build to stop');
}
