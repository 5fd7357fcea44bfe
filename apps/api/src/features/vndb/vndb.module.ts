import { Module } from '@nestjs/common';
import { VndbController } from './vndb.controller';
import { VndbService } from './vndb.service';

/**
 * The project form's lookup in the external visual novel database, asked through our API so readers'
 * browsers never call a third party (docs/architecture.md § The external visual novel database).
 */
@Module({ controllers: [VndbController], providers: [VndbService] })
export class VndbModule {}
