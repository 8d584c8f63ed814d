import {usePluginData} from '@docusaurus/useGlobalData';
import {contentIndexPluginName, type ContentIndex} from './types';

export function useContentIndex(): ContentIndex {
  return usePluginData(contentIndexPluginName) as ContentIndex;
}
