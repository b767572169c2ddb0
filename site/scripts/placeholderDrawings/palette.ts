/**
 * The colours the drawings share, and the rooms they take place in (a wall and a floor each).
 */


export const ink = {
  navy: '#0b1f3a',
  navySoft: '#12305a',
  blue: '#1d4ed8',
  blueSoft: '#93c5fd',
  sky: '#dbeafe',
  white: '#ffffff',
  orange: '#c2410c',
  amber: '#fcd34d',
  shadow: '#0f172a',
};

export const skinTones = ['#f1c7a5', '#d9a27c', '#a86f4c', '#7a4b31', '#e8b792'];

export interface Room {
  wall: string;
  wallShade: string;
  floor: string;
  floorLine: string;
  trim: string;
}

export const rooms: readonly Room[] = [
  { wall: '#efe6d8', wallShade: '#e2d5c2', floor: '#b9a489', floorLine: '#a89379', trim: '#fbf8f3' },
  { wall: '#dde6ea', wallShade: '#cbd7dd', floor: '#8e9aa3', floorLine: '#7f8b94', trim: '#f7fafb' },
  { wall: '#e3e8dc', wallShade: '#d3dbc9', floor: '#a7927a', floorLine: '#97836b', trim: '#fafbf7' },
  { wall: '#f0e1dc', wallShade: '#e3cfc8', floor: '#9d8f86', floorLine: '#8d7f76', trim: '#fcf7f5' },
];
