import { cn } from '../../lib/cn';

interface ChipGroupProps {
  label: string;
  options: ReadonlyArray<{ id: string; name: string }>;
  selected: readonly string[];
  onToggle(id: string): void;
}

/** Toggle chips for a multi-choice filter (each chip is a pressed/unpressed button). */
export function ChipGroup({ label, options, selected, onToggle }: ChipGroupProps) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-medium text-zinc-300">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const pressed = selected.includes(option.id);
          return (
            <button
              key={option.id}
              type="button"
              aria-pressed={pressed}
              onClick={() => onToggle(option.id)}
              className={cn(
                'rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-400',
                pressed
                  ? 'bg-violet-600 text-white ring-violet-500'
                  : 'bg-zinc-900 text-zinc-300 ring-zinc-700 hover:bg-zinc-800',
              )}
            >
              {option.name}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
