import {usePluginData} from '@docusaurus/useGlobalData';
import {contentIndexPluginName, type ContentIndex} from '@site/src/data/contentTypes';

/** The index of services, case studies, insights, people and testimonials the content-index plugin hands out. */
export function useContentIndex(): ContentIndex {
  return usePluginData(contentIndexPluginName) as ContentIndex;
}
