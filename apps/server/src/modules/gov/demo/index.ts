/** Demo entry of the gov module (the 西湖区 desk and an enterprise user): the demo loader and tests only. */
export { DEMO_GOV, seedDemoGov } from './seed';
