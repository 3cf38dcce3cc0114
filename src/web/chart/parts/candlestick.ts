export { CandlestickChart as part } from 'echarts/charts';
