import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import { Button, Space } from 'antd';
import type { ListView } from '../model/constants';
import { useUiText } from './ui-text';

export function ViewToggle({ value, onChange }: { value: ListView; onChange: (view: ListView) => void }) {
  const { t } = useUiText();
  return (
    <Space.Compact>
      <Button
        aria-label={t('view.list')}
        aria-pressed={value === 'list'}
        type={value === 'list' ? 'primary' : 'default'}
        icon={<UnorderedListOutlined />}
        onClick={() => onChange('list')}
      />
      <Button
        aria-label={t('view.grid')}
        aria-pressed={value === 'grid'}
        type={value === 'grid' ? 'primary' : 'default'}
        icon={<AppstoreOutlined />}
        onClick={() => onChange('grid')}
      />
    </Space.Compact>
  );
}
