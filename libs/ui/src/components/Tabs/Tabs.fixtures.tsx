import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs';

/**
 * A novel's sections as tabs, the last one disabled: what the Catalog story shows in every variant
 * and the tests drive.
 */
export function NovelTabs({ label = 'Разделы', ...props }: TabsProps & { label?: string }) {
  return (
    <Tabs {...props}>
      <TabList aria-label={label}>
        <Tab id="about">Описание</Tab>
        <Tab id="screens">Скриншоты</Tab>
        <Tab id="closed" isDisabled>
          Архив
        </Tab>
      </TabList>
      <TabPanel id="about">Описание новеллы.</TabPanel>
      <TabPanel id="screens">Скриншотов пока нет.</TabPanel>
      <TabPanel id="closed">Архив закрыт.</TabPanel>
    </Tabs>
  );
}
