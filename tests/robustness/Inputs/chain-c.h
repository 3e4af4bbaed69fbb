int chained;
