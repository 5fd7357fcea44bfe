import { type DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';

@Module({})
export class AppModule {
  /** `extraImports` lets tests mount modules of their own beside the real ones. */
  static forRoot(config: AppConfig, extraImports: ModuleMetadata['imports'] = []): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule, HealthModule, ...extraImports],
    };
  }
}
