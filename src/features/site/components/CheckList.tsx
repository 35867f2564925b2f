import { IconCheck } from '../../../components/icons';
import classes from './site.module.css';

/** A bulleted list with check marks. */
export function CheckList({ items, onDark = false }: { items: string[]; onDark?: boolean }) {
  return (
    <ul className={`${classes.checkList} ${onDark ? classes.checkListOnDark : ''}`}>
      {items.map((item) => (
        <li key={item}>
          <IconCheck size={18} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
