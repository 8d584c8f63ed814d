import {testContentIndex} from '../fixtures/contentIndex';

export function usePluginData(): unknown {
  return testContentIndex;
}

export default function useGlobalData(): unknown {
  return {'content-index': {default: testContentIndex}};
}
