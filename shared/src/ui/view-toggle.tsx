import { AppstoreOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ListView } from '../model/constants';

export function ViewToggle({ value, onChange }: { value: ListView; onChange: (view: ListView) => void }) {
  return (
    <Space.Compact>
      <Button
        aria-label="List view"
        aria-pressed={value === 'list'}
        type={value === 'list' ? 'primary' : 'default'}
        icon={<UnorderedListOutlined />}
        onClick={() => onChange('list')}
      />
      <Button
        aria-label="Grid view"
        aria-pressed={value === 'grid'}
        type={value === 'grid' ? 'primary' : 'default'}
        icon={<AppstoreOutlined />}
        onClick={() => onChange('grid')}
      />
    </Space.Compact>
  );
}
